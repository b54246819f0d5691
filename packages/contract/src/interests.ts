import * as z from "zod";
import { LANGUAGES, type Language } from "./languages.ts";

/**
 * The interests a customer can pick (SPEC 3 "interest: genres and events"): the film genres of the
 * catalog and the kinds of cinema events. A PATCH may only name these ids (docs/security.md "Input at the
 * edge": an unknown id, an endless list or a huge string is refused), and GET /api/interests serves them with
 * the labels below.
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

/** A label in each of the site's languages (SPEC 1: French, Dutch and English). */
export type InterestLabel = Record<Language, string>;

/** GET /api/interests: the genre labels, by id (a missing one fails interests.test.ts and tsc). */
export const INTEREST_GENRE_LABELS: Record<InterestGenre, InterestLabel> = {
  action: { fr: "Action", nl: "Actie", en: "Action" },
  adventure: { fr: "Aventure", nl: "Avontuur", en: "Adventure" },
  animation: { fr: "Animation", nl: "Animatie", en: "Animation" },
  ballet: { fr: "Ballet", nl: "Ballet", en: "Ballet" },
  comedy: { fr: "Comédie", nl: "Komedie", en: "Comedy" },
  documentary: { fr: "Documentaire", nl: "Documentaire", en: "Documentary" },
  drama: { fr: "Drame", nl: "Drama", en: "Drama" },
  family: { fr: "Famille", nl: "Familie", en: "Family" },
  fantasy: { fr: "Fantastique", nl: "Fantasy", en: "Fantasy" },
  horror: { fr: "Épouvante-horreur", nl: "Horror", en: "Horror" },
  opera: { fr: "Opéra", nl: "Opera", en: "Opera" },
  romance: { fr: "Romance", nl: "Romantiek", en: "Romance" },
  "science-fiction": { fr: "Science-fiction", nl: "Sciencefiction", en: "Science fiction" },
  thriller: { fr: "Thriller", nl: "Thriller", en: "Thriller" },
  war: { fr: "Guerre", nl: "Oorlog", en: "War" },
};

/** GET /api/interests: the event labels, by id. */
export const INTEREST_EVENT_LABELS: Record<InterestEvent, InterestLabel> = {
  "avant-premiere": { fr: "Avant-premières", nl: "Premières", en: "Premieres" },
  preview: { fr: "Séances surprises", nl: "Sneak previews", en: "Sneak previews" },
  marathon: { fr: "Marathons", nl: "Filmmarathons", en: "Film marathons" },
  "live-opera": { fr: "Opéra en direct", nl: "Opera live", en: "Live opera" },
  "live-ballet": { fr: "Ballet en direct", nl: "Ballet live", en: "Live ballet" },
  concert: { fr: "Concerts", nl: "Concerten", en: "Concerts" },
  sport: { fr: "Sport en direct", nl: "Sport live", en: "Live sport" },
  "kids-club": { fr: "Ciné-club des enfants", nl: "Kinderclub", en: "Kids' club" },
  festival: { fr: "Festivals", nl: "Festivals", en: "Festivals" },
  "meet-the-team": {
    fr: "Rencontres avec les équipes",
    nl: "Ontmoetingen met de makers",
    en: "Meet the filmmakers",
  },
};

const InterestChoiceSchema = z.object({ id: z.string(), label: z.string() });

/** GET /api/interests: every genre and event a customer can pick, in catalogue order, labelled. */
export const InterestsResponseSchema = z.object({
  language: z.enum(LANGUAGES),
  genres: z.array(InterestChoiceSchema),
  events: z.array(InterestChoiceSchema),
});
export type InterestsResponse = z.infer<typeof InterestsResponseSchema>;

/** The catalogue with its labels in `language`. */
export function interestChoices(language: Language): InterestsResponse {
  return {
    language,
    genres: INTEREST_GENRES.map((id) => ({ id, label: INTEREST_GENRE_LABELS[id][language] })),
    events: INTEREST_EVENTS.map((id) => ({ id, label: INTEREST_EVENT_LABELS[id][language] })),
  };
}
