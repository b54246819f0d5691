import {
  INTEREST_GENRE_LABELS,
  type InterestGenre,
  type Language,
  LIKED_EMOTION,
  type RecommendationsResponse,
  recommend,
  WISHLIST_INTENTION,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import {
  candidateShows,
  countFavouriteCinemas,
  excludedShowIds,
  friendLikes,
  interestGenres,
  ownFeelings,
} from "./recommendations.repository.ts";

/**
 * The signed-in customer's recommendations, shows on at their favourite cinemas, scored
 * and explained by the contract's rules (recommendation-rules.ts, docs/domain/statistics.md).
 */
export async function listRecommendations(options: {
  db: Database;
  accountId: string;
  language: Language;
  now?: Date;
}): Promise<RecommendationsResponse> {
  const { db, accountId, language } = options;
  const now = options.now ?? new Date();
  const [favouriteCinemas, candidates] = await Promise.all([
    countFavouriteCinemas(db, accountId),
    candidateShows(db, { accountId, language, now }),
  ]);
  if (candidates.length === 0) {
    return { recommendations: [], favouriteCinemas };
  }
  const [excluded, feelings, friends, interests] = await Promise.all([
    excludedShowIds(db, accountId),
    ownFeelings(db, { accountId, language }),
    friendLikes(db, accountId),
    interestGenres(db, accountId),
  ]);
  const ranked = recommend(
    candidates.map((row) => ({ ...row, nextSession: row.next_session })),
    {
      liked: feelings
        .filter((feeling) => (feeling.emotion ?? 0) >= LIKED_EMOTION)
        .map((feeling) => ({
          id: feeling.show_id,
          title: feeling.title,
          genres: feeling.genres,
          emotion: feeling.emotion ?? 0,
        })),
      wished: new Set(
        feelings
          .filter((feeling) => feeling.intention === WISHLIST_INTENTION)
          .map((feeling) => feeling.show_id),
      ),
      interestGenres: interests,
      friendLikes: friends,
      excluded,
      genreLabel: (genre) => INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre,
    },
  );
  return {
    recommendations: ranked.map(({ show, reasons }) => ({
      show: { id: show.id, slug: show.slug, title: show.title, movie: show.is_movie },
      reasons,
      nextSession: { startDate: show.next_session, cinemaName: show.cinema_name },
    })),
    favouriteCinemas,
  };
}
