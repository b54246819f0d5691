import * as z from "zod";
import type { DomainId } from "./domains.ts";
import { INTEREST_GENRES } from "./interests.ts";
import { LANGUAGES, type Language } from "./languages.ts";
import { SESSION_VERSIONS } from "./session-versions.ts";

export { SESSION_VERSION_LABELS, SESSION_VERSIONS, type SessionVersion } from "./session-versions.ts";

/**
 * The public catalog API (SPEC 7 "Catalog and other"; docs/catalog.md): shows, trailers,
 * cinemas, a cinema's week, a show page, a zone's schedule. Public, except GET /api/v4/client/shows.
 */

/**
 * SPEC 7 "catalog mobile": the mobile apps' catalog is the same catalog API under this prefix
 * (`/mobile/api/shows`), where the `x-lcpg-mobile-key` header is required (docs/catalog.md "Mobile
 * apps"); settings `urls.mobileCatalogBase` names it.
 */
export const MOBILE_CATALOG_PREFIX = "/mobile";

/** The youngest audience allowed to see a show: "all" (tous publics / AL), else a minimum age. */
export const AGE_RATINGS = ["all", "12", "16", "18"] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

/**
 * How a page names an age rating: the French classification (visa d'exploitation) on fr, Kijkwijzer's
 * wording on nl, plain English on en.
 */
export const AGE_RATING_LABELS: Record<AgeRating, Record<Language, string>> = {
  all: { fr: "Tous publics", nl: "Alle leeftijden", en: "All ages" },
  "12": { fr: "Interdit aux moins de 12 ans", nl: "12 jaar en ouder", en: "12 and over" },
  "16": { fr: "Interdit aux moins de 16 ans", nl: "16 jaar en ouder", en: "16 and over" },
  "18": { fr: "Interdit aux moins de 18 ans", nl: "18 jaar en ouder", en: "18 and over" },
};

/** SPEC 9 "Tunnel technology icons": the premium formats a session can carry (its `specificities`). */
export const TECHNOLOGIES = ["imax", "4dx", "screenx", "dolby"] as const;
export type Technology = (typeof TECHNOLOGIES)[number];

/**
 * Schedule zones (GET /api/zone/{zone}) per domain: `idf` is the Paris area (SPEC 9 default city),
 * every other city is its own zone, named by its city slug (the footer's cities).
 */
export const CATALOG_ZONES: Record<DomainId, readonly string[]> = {
  fr: ["idf", "lyon", "marseille", "toulouse", "nice"],
  nl: ["amsterdam", "rotterdam", "den-haag", "utrecht", "tilburg"],
};

/** The zone of a city: the Paris area is `idf`, any other city is its own zone (a City page's schedule). */
export function zoneOfCity(citySlug: string): string {
  return citySlug === "paris" ? "idf" : citySlug;
}

/** The zone a domain's home shows: SPEC 9 `idf` in France; Amsterdam on the Dutch domain. */
export const DEFAULT_ZONE: Record<DomainId, string> = { fr: "idf", nl: "amsterdam" };

/** A cinema page and a show page list this many days of sessions, today first. */
export const CATALOG_WEEK_DAYS = 7;
/** Sessions are on sale this many days ahead: the `date` filter and the shows' `dates` stop there. */
export const CATALOG_HORIZON_DAYS = 14;
/** A cinema page lists this many other cinemas of the domain, nearest first. */
export const NEARBY_CINEMA_COUNT = 3;
/** Longest title search, in characters. */
export const SHOW_SEARCH_MAX_LENGTH = 80;

/** A real calendar date, YYYY-MM-DD (the local date of the cinemas, Europe/Paris). */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Invalid date");

const language = z.enum(LANGUAGES).optional();
const slug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

export const ShowSlugParamsSchema = z.object({ slug });
export const CinemaSlugParamsSchema = z.object({ slug });
export const ZoneParamsSchema = z.object({ zone: slug });

/** GET /api/shows and /api/v4/client/shows. Session filters keep shows with a matching session. */
export const ShowsQuerySchema = z.object({
  language,
  genre: z.enum(INTEREST_GENRES).optional(),
  version: z.enum(SESSION_VERSIONS).optional(),
  technology: z.enum(TECHNOLOGIES).optional(),
  /** Local date with at least one session. */
  date: LocalDateSchema.optional(),
  /** Title search in the request's language (and the original title), case and accent insensitive. */
  q: z.string().trim().min(1).max(SHOW_SEARCH_MAX_LENGTH).optional(),
});
export type ShowsQuery = z.infer<typeof ShowsQuerySchema>;
/** The filters without the language, as the web's loaders pass them to CatalogReader.shows. */
export type ShowFilters = Omit<ShowsQuery, "language">;

export const ZoneQuerySchema = z.object({ language, date: LocalDateSchema.optional() });
export type ZoneQuery = z.infer<typeof ZoneQuerySchema>;

const isoInstant = z.string();

export const ShowCardSchema = z.object({
  slug: z.string(),
  /** As released in the request's language. */
  title: z.string(),
  /** False for live events (opera, ballet): the Entertainment page. */
  movie: z.boolean(),
  genres: z.array(z.string()),
  durationMinutes: z.number().int(),
  releaseYear: z.number().int(),
  ageRating: z.enum(AGE_RATINGS),
  presales: z.boolean(),
  comingSoon: z.boolean(),
  bookable: z.boolean(),
  /** /media/posters/{slug}.jpg and /media/backdrops/{slug}.jpg (contract artwork.ts). */
  posterUrl: z.string(),
  backdropUrl: z.string(),
});
export type ShowCard = z.infer<typeof ShowCardSchema>;

export const ShowSummarySchema = ShowCardSchema.extend({
  /** (Re-)release date in cinemas, YYYY-MM-DD; coming-soon shows are ordered by it. */
  releaseDate: z.string().nullable(),
  /**
   * The self-hosted trailer's key: `trailerUrl(trailerKey, height, format)` (trailer.ts) names its
   * video files, generated by the server (docs/artwork.md "Trailers"). Null: no trailer.
   */
  trailerKey: z.string().nullable(),
  /** Local dates with a session on this domain, within CATALOG_HORIZON_DAYS, ascending. */
  dates: z.array(z.string()),
  /** The language versions of those sessions (SESSION_VERSIONS values), sorted. */
  versions: z.array(z.string()),
  technologies: z.array(z.enum(TECHNOLOGIES)),
});
export type ShowSummary = z.infer<typeof ShowSummarySchema>;

/**
 * Every show of the catalog that matches, ordered: bookable shows by title (in the language's
 * collation), then coming soon by release date. `filters` lists the values present across all
 * shows, for the filter controls.
 */
export const ShowsResponseSchema = z.object({
  shows: z.array(ShowSummarySchema),
  filters: z.object({
    genres: z.array(z.string()),
    versions: z.array(z.string()),
    technologies: z.array(z.enum(TECHNOLOGIES)),
    dates: z.array(z.string()),
  }),
});
export type ShowsResponse = z.infer<typeof ShowsResponseSchema>;

/** GET /api/shows/trailers: the listed shows that have a trailer, each with its key (see `trailerKey` above). */
export const TrailersResponseSchema = z.object({
  trailers: z.array(ShowCardSchema.extend({ trailerKey: z.string() })),
});
export type TrailersResponse = z.infer<typeof TrailersResponseSchema>;

export const SessionSchema = z.object({
  id: z.string(),
  startsAt: isoInstant,
  endsAt: isoInstant,
  /** Local wall-clock start, HH:MM. */
  time: z.string(),
  /** One of SESSION_VERSIONS. */
  version: z.string(),
  technologies: z.array(z.enum(TECHNOLOGIES)),
  auditoriumName: z.string(),
});
export type Session = z.infer<typeof SessionSchema>;

export const CinemaSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  citySlug: z.string(),
  zone: z.string(),
  tags: z.array(z.string()),
  hallCount: z.number().int(),
  seatCount: z.number().int(),
  hasPmrService: z.boolean(),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type CinemaSummary = z.infer<typeof CinemaSummarySchema>;

export const CinemasResponseSchema = z.object({ cinemas: z.array(CinemaSummarySchema) });
export type CinemasResponse = z.infer<typeof CinemasResponseSchema>;

/**
 * SPEC 3 Cinema `theaters`: one of the cinema's halls, named as its sessions name it
 * (`Session.auditoriumName`), with its seats and its premium formats (docs/catalog.md "Theaters").
 */
export const TheaterSchema = z.object({
  name: z.string(),
  seatCount: z.number().int(),
  technologies: z.array(z.enum(TECHNOLOGIES)),
});
export type Theater = z.infer<typeof TheaterSchema>;

/**
 * GET /api/cinema/{slug}: the cinema, flat, with its description, its halls (`theaters`, hall 1
 * first) and the nearest other cinemas.
 */
export const CinemaResponseSchema = CinemaSummarySchema.extend({
  description: z.string().nullable(),
  theaters: z.array(TheaterSchema),
  nearbyCinemas: z.array(CinemaSummarySchema.extend({ distanceKm: z.number() })),
});
export type CinemaResponse = z.infer<typeof CinemaResponseSchema>;

const ShowSessionsSchema = z.object({ show: ShowCardSchema, sessions: z.array(SessionSchema) });

/** GET /api/cinema/{slug}/shows: CATALOG_WEEK_DAYS days from today, each with its shows' sessions. */
export const CinemaShowsResponseSchema = z.object({
  cinema: z.object({ slug: z.string(), name: z.string() }),
  days: z.array(z.object({ date: z.string(), shows: z.array(ShowSessionsSchema) })),
});
export type CinemaShowsResponse = z.infer<typeof CinemaShowsResponseSchema>;

/** GET /api/show/{slug}: the show page, sessions of the domain's cinemas for CATALOG_WEEK_DAYS days. */
export const ShowResponseSchema = ShowSummarySchema.extend({
  synopsis: z.string(),
  director: z.string().nullable(),
  cast: z.array(z.string()),
  cinemas: z.array(
    z.object({
      cinema: CinemaSummarySchema,
      days: z.array(z.object({ date: z.string(), sessions: z.array(SessionSchema) })),
    }),
  ),
});
export type ShowResponse = z.infer<typeof ShowResponseSchema>;

/** GET /api/zone/{zone}: the zone's cinemas with one day's sessions by show (`date`, default today). */
export const ZoneResponseSchema = z.object({
  zone: z.string(),
  date: z.string(),
  /** The days a schedule can be asked for: today and the next CATALOG_WEEK_DAYS - 1. */
  dates: z.array(z.string()),
  cinemas: z.array(z.object({ cinema: CinemaSummarySchema, shows: z.array(ShowSessionsSchema) })),
});
export type ZoneResponse = z.infer<typeof ZoneResponseSchema>;

/**
 * The catalog as the web's server loaders read it in process (WebServerContext.catalog), for the
 * request's domain: the same answers as the API. `undefined` is the API's 404 (unknown slug or zone).
 */
export interface CatalogReader {
  shows(filters: ShowFilters, language: Language): Promise<ShowsResponse>;
  trailers(language: Language): Promise<TrailersResponse>;
  show(slug: string, language: Language): Promise<ShowResponse | undefined>;
  cinemas(language: Language): Promise<CinemasResponse>;
  cinema(slug: string, language: Language): Promise<CinemaResponse | undefined>;
  cinemaShows(slug: string, language: Language): Promise<CinemaShowsResponse | undefined>;
  /** `zone` undefined: the domain's DEFAULT_ZONE; `date` undefined: today. */
  zone(zone: string | undefined, language: Language, date?: string): Promise<ZoneResponse | undefined>;
}
