import * as z from "zod";
import { SeatMapSchema } from "./booking.ts";
import { AGE_RATINGS, SESSION_VERSIONS, TECHNOLOGIES } from "./catalog.ts";
import { CONCESSION_CATEGORIES, ConcessionNamesSchema } from "./concessions.ts";
import { PriceListSchema } from "./ticket-prices.ts";

/**
 * The catalog file `npm run catalog:import -- <file>` loads (docs/catalog-import.md): the chain's
 * cinemas with their halls, seat maps, price list and concessions menu, its shows with their texts in
 * fr, nl and en, and their sessions. Rows are keyed by what stays stable: a cinema and a show by
 * their slug, a hall by its cinema and name, a menu item by its cinema and place on the menu, a
 * session by its cinema, hall and start. The format holds no customer, by design.
 */

const slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const line = (max: number) => z.string().trim().min(1).max(max);
const url = z.url().max(2048);
/** An instant with its offset, as ISO 8601 writes it ("2026-12-01T20:15:00+01:00"). */
const instant = z.iso.datetime({ offset: true });

export const CatalogImportHallSchema = z.strictObject({
  /** As the cinema's sessions name it ("Salle 1", "Zaal 3"). */
  name: line(40),
  seatCount: z.number().int().min(1).max(2000),
  technologies: z.array(z.enum(TECHNOLOGIES)).max(TECHNOLOGIES.length).default([]),
  /** The hall's seat plan (docs/domain/booking.md "Seat maps"); a hall without one keeps its stored map. */
  seatMap: SeatMapSchema.optional(),
});
export type CatalogImportHall = z.infer<typeof CatalogImportHallSchema>;

export const CatalogImportConcessionSchema = z.strictObject({
  names: ConcessionNamesSchema,
  category: z.enum(CONCESSION_CATEGORIES),
  priceCents: z.number().int().min(0).max(10_000),
  servedAtSeat: z.boolean().default(true),
  available: z.boolean().default(true),
});
export type CatalogImportConcession = z.infer<typeof CatalogImportConcessionSchema>;

export const CatalogImportCinemaSchema = z.strictObject({
  slug,
  citySlug: slug,
  domain: z.enum(["fr", "nl"]),
  name: line(120),
  address: line(200),
  postalCode: line(12),
  city: line(80),
  /** Decimal degrees as text ("48.8530"). */
  latitude: z
    .string()
    .regex(/^-?\d{1,2}(?:\.\d{1,7})?$/)
    .nullable()
    .default(null),
  longitude: z
    .string()
    .regex(/^-?\d{1,3}(?:\.\d{1,7})?$/)
    .nullable()
    .default(null),
  tags: z.array(line(40)).max(20).default([]),
  hasPmrService: z.boolean().default(true),
  /** The cinema's total, as the catalog lists it (the halls' seats may leave some out, e.g. closed halls). */
  seatCount: z.number().int().min(1).max(20_000),
  codeCcs: line(40),
  vistaRef: line(40),
  /** The schedule zone: `idf` for the Paris area, else the city slug (docs/catalog.md). */
  zone: slug,
  descriptions: z
    .strictObject({ fr: line(2000), nl: line(2000), en: line(2000) })
    .partial()
    .default({}),
  halls: z.array(CatalogImportHallSchema).min(1).max(40),
  /** Ticket prices (docs/domain/prices.md); a cinema without one keeps its stored list. */
  priceList: PriceListSchema.optional(),
  /** The concessions menu in its order; absent: the stored menu stays as it is. */
  concessions: z.array(CatalogImportConcessionSchema).max(100).optional(),
});
export type CatalogImportCinema = z.infer<typeof CatalogImportCinemaSchema>;

const showText = z.strictObject({ title: line(200), synopsis: line(4000) });

export const CatalogImportShowSchema = z.strictObject({
  slug,
  /** The distributor's reference, unique like the slug. */
  salesforceShowId: line(40),
  /** The title as the catalog lists it when a language has none of its own. */
  title: line(200),
  texts: z.strictObject({ fr: showText, nl: showText, en: showText }),
  isMovie: z.boolean().default(true),
  genres: z.array(line(40)).max(10),
  durationMinutes: z.number().int().min(1).max(600),
  releaseYear: z.number().int().min(1888).max(2100),
  ageRating: z.enum(AGE_RATINGS).default("all"),
  /** An absolute URL; the poster is the artwork pipeline's, by slug (docs/artwork.md). */
  backdropUrl: url.nullable().default(null),
  director: line(120).nullable().default(null),
  cast: z.array(line(120)).max(20).default([]),
  /** The self-hosted trailer's key (docs/artwork.md "Trailers"). */
  trailerKey: slug.nullable().default(null),
  /** The (re-)release date in cinemas, YYYY-MM-DD. */
  releaseDate: z.iso.date().nullable().default(null),
  presales: z.boolean().default(false),
  comingSoon: z.boolean().default(false),
  bookable: z.boolean().default(true),
});
export type CatalogImportShow = z.infer<typeof CatalogImportShowSchema>;

export const CatalogImportSessionSchema = z.strictObject({
  cinema: slug,
  /** One of that cinema's halls, by name. */
  hall: line(40),
  show: slug,
  startsAt: instant,
  /** The end of the feature and its adverts. */
  endsAt: instant,
  version: z.enum(SESSION_VERSIONS),
  /** Premium formats of the session; absent: the hall's technologies. */
  specificities: z.array(z.enum(TECHNOLOGIES)).max(TECHNOLOGIES.length).optional(),
});
export type CatalogImportSession = z.infer<typeof CatalogImportSessionSchema>;

export const CatalogImportSchema = z.strictObject({
  cinemas: z.array(CatalogImportCinemaSchema).max(500).default([]),
  shows: z.array(CatalogImportShowSchema).max(5000).default([]),
  sessions: z.array(CatalogImportSessionSchema).max(100_000).default([]),
});
/** The file as written (defaults may be left out). */
export type CatalogImportInput = z.input<typeof CatalogImportSchema>;
/** The file once validated, every default filled in. */
export type CatalogImport = z.infer<typeof CatalogImportSchema>;

/** What an import did per kind of row. */
export interface CatalogImportCounts {
  created: number;
  updated: number;
  unchanged: number;
}
export const CATALOG_IMPORT_KINDS = [
  "cinemas",
  "halls",
  "seatMaps",
  "priceLists",
  "concessions",
  "shows",
  "showTexts",
  "sessions",
] as const;
export type CatalogImportKind = (typeof CATALOG_IMPORT_KINDS)[number];
export type CatalogImportReport = Record<CatalogImportKind, CatalogImportCounts>;
