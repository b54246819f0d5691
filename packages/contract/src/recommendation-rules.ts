/**
 * Recommendations (docs/domain/statistics.md): which shows to suggest and why, as pure
 * functions shared by the server and the web's fakes. A candidate is a show with sessions to come
 * at one of the customer's favourite cinemas; it is never one the customer has seen, booked, rated
 * or chose not to rate (ignored).
 */

/** An emotion (1 to 5, feelings-rules.ts) from this value up is "liked". */
export const LIKED_EMOTION = 4;
/** Recommendations answered at most. */
export const MAX_RECOMMENDATIONS = 12;
/** Reasons told per recommendation, strongest first. */
export const MAX_RECOMMENDATION_REASONS = 3;

/** Points per signal: a wish outranks a liked film, which outranks friends, then a genre of interest. */
export const RECOMMENDATION_POINTS = {
  wished: 8,
  /** Per genre shared with the customer's best-matching liked show. */
  likedGenre: 3,
  /** Per friend who liked it (at most three counted). */
  friend: 2,
  interest: 2,
} as const;
const FRIENDS_COUNTED = 3;

export type RecommendationReason =
  | { kind: "wished" }
  | { kind: "liked"; showTitle: string }
  | { kind: "friends"; firstName: string; others: number }
  | { kind: "interest"; genre: string };

export interface CandidateShow {
  id: string;
  title: string;
  genres: readonly string[];
  /** ISO instant of its next session at a favourite cinema: the sooner, the higher among equals. */
  nextSession: string;
}

export interface RecommendationSignals {
  /** Shows the customer rated LIKED_EMOTION or more, newest rating first. */
  liked: readonly { id: string; title: string; genres: readonly string[]; emotion: number }[];
  wished: ReadonlySet<string>;
  /** The account's genres of interest (SPEC 3 interest.genres). */
  interestGenres: readonly string[];
  /** The first names of accepted friends who liked each show, by show id. */
  friendLikes: ReadonlyMap<string, readonly string[]>;
  /** Seen, booked, rated or ignored: never recommended. */
  excluded: ReadonlySet<string>;
  /** A genre's label in the customer's language (the reason names it). */
  genreLabel: (genre: string) => string;
}

export interface ScoredCandidate<T extends CandidateShow> {
  show: T;
  score: number;
  reasons: RecommendationReason[];
}

/** The liked show sharing the most genres with `genres` (ties: the higher emotion, then the newer). */
function bestLiked(genres: readonly string[], liked: RecommendationSignals["liked"]) {
  let best: { title: string; shared: number; emotion: number } | undefined;
  for (const show of liked) {
    const shared = show.genres.filter((genre) => genres.includes(genre)).length;
    if (
      shared > 0 &&
      (!best || shared > best.shared || (shared === best.shared && show.emotion > best.emotion))
    ) {
      best = { title: show.title, shared, emotion: show.emotion };
    }
  }
  return best;
}

/**
 * A candidate's score and its reasons, strongest first; undefined when it is excluded or nothing
 * speaks for it (a show is never suggested without a reason to tell).
 */
export function scoreRecommendation<T extends CandidateShow>(
  show: T,
  signals: RecommendationSignals,
): ScoredCandidate<T> | undefined {
  if (signals.excluded.has(show.id)) {
    return undefined;
  }
  const weighted: { points: number; reason: RecommendationReason }[] = [];
  if (signals.wished.has(show.id)) {
    weighted.push({ points: RECOMMENDATION_POINTS.wished, reason: { kind: "wished" } });
  }
  const liked = bestLiked(show.genres, signals.liked);
  if (liked) {
    weighted.push({
      points: RECOMMENDATION_POINTS.likedGenre * liked.shared,
      reason: { kind: "liked", showTitle: liked.title },
    });
  }
  const friends = signals.friendLikes.get(show.id) ?? [];
  const [firstFriend] = friends;
  if (firstFriend !== undefined) {
    weighted.push({
      points: RECOMMENDATION_POINTS.friend * Math.min(friends.length, FRIENDS_COUNTED),
      reason: { kind: "friends", firstName: firstFriend, others: friends.length - 1 },
    });
  }
  const interest = show.genres.find((genre) => signals.interestGenres.includes(genre));
  if (interest !== undefined) {
    weighted.push({
      points: RECOMMENDATION_POINTS.interest,
      reason: { kind: "interest", genre: signals.genreLabel(interest) },
    });
  }
  if (weighted.length === 0) {
    return undefined;
  }
  // Stable sort: equal points keep the order above (wish, liked, friends, interest).
  weighted.sort((a, b) => b.points - a.points);
  return {
    show,
    score: weighted.reduce((sum, entry) => sum + entry.points, 0),
    reasons: weighted.slice(0, MAX_RECOMMENDATION_REASONS).map((entry) => entry.reason),
  };
}

/** The candidates worth suggesting, best first (then the sooner session, then the title), at most `limit`. */
export function recommend<T extends CandidateShow>(
  candidates: readonly T[],
  signals: RecommendationSignals,
  limit = MAX_RECOMMENDATIONS,
): ScoredCandidate<T>[] {
  return candidates
    .map((show) => scoreRecommendation(show, signals))
    .filter((scored): scored is ScoredCandidate<T> => scored !== undefined)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.show.nextSession.localeCompare(b.show.nextSession) ||
        a.show.title.localeCompare(b.show.title),
    )
    .slice(0, limit);
}

/**
 * What a reason says, as a translation key of the web's catalogs and its values ("because you
 * liked {{title}}"): one wording per kind, in every language.
 */
export function explainRecommendation(reason: RecommendationReason): {
  key:
    | "Recommendations.Reason.Wished"
    | "Recommendations.Reason.Liked"
    | "Recommendations.Reason.Friend"
    | "Recommendations.Reason.Friends"
    | "Recommendations.Reason.Interest";
  values: Record<string, string | number>;
} {
  switch (reason.kind) {
    case "wished":
      return { key: "Recommendations.Reason.Wished", values: {} };
    case "liked":
      return { key: "Recommendations.Reason.Liked", values: { title: reason.showTitle } };
    case "friends":
      return reason.others === 0
        ? { key: "Recommendations.Reason.Friend", values: { name: reason.firstName } }
        : {
            key: "Recommendations.Reason.Friends",
            values: { name: reason.firstName, others: reason.others },
          };
    case "interest":
      return { key: "Recommendations.Reason.Interest", values: { genre: reason.genre } };
  }
}
