/**
 * The interests a customer can pick (SPEC 3 "interest: genres and events"): the film genres of the
 * catalog and the kinds of cinema events. A PATCH may only name these ids (issue 6: an unknown id, an
 * endless list or a huge string is refused), and GET /api/interests will serve them with labels.
 */
export const INTEREST_GENRES = [
  "action",
  "adventure",
  "animation",
  "ballet",
  "comedy",
  "documentary",
  "drama",
  "family",
  "fantasy",
  "horror",
  "opera",
  "romance",
  "science-fiction",
  "thriller",
  "war",
] as const;
export type InterestGenre = (typeof INTEREST_GENRES)[number];

export const INTEREST_EVENTS = [
  "avant-premiere",
  "preview",
  "marathon",
  "live-opera",
  "live-ballet",
  "concert",
  "sport",
  "kids-club",
  "festival",
  "meet-the-team",
] as const;
export type InterestEvent = (typeof INTEREST_EVENTS)[number];
