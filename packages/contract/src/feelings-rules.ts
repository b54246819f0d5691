import { WISHLIST_INTENTION } from "./constants.ts";

/**
 * Wishlist and ratings (docs/domain/feelings.md): the pure rules of a customer's feeling
 * about a show (SPEC 3 "Feeling per show"), shared by the server, the web and the fakes.
 */

/**
 * SPEC 3 says only "rating values exist": the scale chosen is 1 to 5 (1 disliked … 5 loved), what a
 * customer knows from stars; each value has a name on the web (Ratings.Emotion.{value}).
 */
export const EMOTIONS = [1, 2, 3, 4, 5] as const;
export type Emotion = (typeof EMOTIONS)[number];

export function isEmotion(value: unknown): value is Emotion {
  return typeof value === "number" && (EMOTIONS as readonly number[]).includes(value);
}

/** SPEC 9: the only intention there is, "wished" (the wishlist). */
export type Intention = typeof WISHLIST_INTENTION;

/** SPEC 5 / 8: the message of a rating that names no show. */
export const MISSING_PARAMETER_MESSAGE = "Missing parameter";

/** The show a rating is about: its slug, or its salesforce id (SPEC 3 salesforceShowId). */
export type RatingTarget = { slug: string } | { salesforceShowId: string };

function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * SPEC 5 "Rating a show needs either a show slug or a salesforce show id": the one it names (the slug
 * first when both come), or undefined for neither — the caller answers 'Missing parameter' (SPEC 8).
 */
export function ratingTargetOf(params: {
  slug?: string | null;
  salesforceShowId?: string | null;
}): RatingTarget | undefined {
  const slug = present(params.slug);
  if (slug) {
    return { slug };
  }
  const salesforceShowId = present(params.salesforceShowId);
  return salesforceShowId ? { salesforceShowId } : undefined;
}

export type FeelingChange<T> = { kind: "set"; value: T } | { kind: "remove" };

/**
 * SPEC 7 intention: 2 adds to the wishlist; null with isDelete true removes. Anything else (null
 * without isDelete, 2 with isDelete) is no change at all: undefined, refused as a bad request.
 */
export function intentionChangeOf(body: {
  intention: number | null;
  isDelete?: boolean | undefined;
}): FeelingChange<Intention> | undefined {
  if (body.intention === WISHLIST_INTENTION && body.isDelete !== true) {
    return { kind: "set", value: WISHLIST_INTENTION };
  }
  if (body.intention === null && body.isDelete === true) {
    return { kind: "remove" };
  }
  return undefined;
}

/** SPEC 7 emotion: a value of the scale sets the rating; isDelete true (and no emotion) removes it. */
export function emotionChangeOf(body: {
  emotion?: number | null | undefined;
  isDelete?: boolean | undefined;
}): FeelingChange<Emotion> | undefined {
  if (body.isDelete === true) {
    return body.emotion === undefined || body.emotion === null ? { kind: "remove" } : undefined;
  }
  return isEmotion(body.emotion) ? { kind: "set", value: body.emotion } : undefined;
}

/** The state kept per show: a feeling with neither an intention nor an emotion is no feeling. */
export interface FeelingState {
  intention: Intention | null;
  emotion: Emotion | null;
}

/** The state after a change; undefined when nothing is left (the row goes). */
export function applyFeelingChange(
  current: FeelingState | undefined,
  change: { intention: FeelingChange<Intention> } | { emotion: FeelingChange<Emotion> },
): FeelingState | undefined {
  const next: FeelingState = { intention: current?.intention ?? null, emotion: current?.emotion ?? null };
  if ("intention" in change) {
    next.intention = change.intention.kind === "set" ? change.intention.value : null;
  } else {
    next.emotion = change.emotion.kind === "set" ? change.emotion.value : null;
  }
  return next.intention === null && next.emotion === null ? undefined : next;
}

/**
 * Films to rate: a show seen in a confirmed past booking is to rate until the customer
 * rates it or ignores it (the purge ignores them all).
 */
export function isShowToRate(facts: { seen: boolean; emotion: Emotion | null; ignored: boolean }): boolean {
  return facts.seen && facts.emotion === null && !facts.ignored;
}
