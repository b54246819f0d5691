import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { bytea, updatedAt } from "./columns.ts";

/** A text per catalog language (docs/catalog.md); a missing language falls back to English, then French. */
export type LocalizedTexts = Partial<Record<"fr" | "nl" | "en", string>>;

export const cinemas = pgTable("cinemas", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  citySlug: text("city_slug").notNull(),
  domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  latitude: text("latitude"),
  longitude: text("longitude"),
  tags: text("tags").array().notNull(),
  hasPmrService: boolean("has_pmr_service").notNull().default(true),
  hallCount: integer("hall_count").notNull(),
  seatCount: integer("seat_count").notNull(),
  codeCcs: text("code_ccs").notNull(),
  vistaRef: text("vista_ref").notNull(),
  /** The schedule zone (GET /api/zone/{zone}): `idf` for the Paris area, else the city slug (docs/catalog.md). */
  zone: text("zone").notNull().default("idf"),
  /** A short presentation per language. */
  descriptions: jsonb("descriptions").$type<LocalizedTexts>().notNull().default({}),
});

/**
 * SPEC 3 Cinema `theaters`: a cinema's halls, named as its sessions name them (`auditoriumName`).
 * Keyed by cinema and name, so a hall's seat map can hang on it later (docs/catalog.md "Theaters").
 */
export const cinemaHalls = pgTable(
  "cinema_halls",
  {
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The order the cinema lists its halls in (hall 1 first). */
    position: integer("position").notNull(),
    seatCount: integer("seat_count").notNull(),
    /** The hall's premium formats (SPEC 9 technologies), as its sessions' specificities name them. */
    technologies: text("technologies").array().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.cinemaId, t.name] }),
    unique("cinema_halls_cinema_position_key").on(t.cinemaId, t.position),
    check("cinema_halls_seat_count_check", sql`${t.seatCount} > 0`),
  ],
);

export const shows = pgTable("shows", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  salesforceShowId: text("salesforce_show_id").notNull().unique(),
  title: text("title").notNull(),
  isMovie: boolean("is_movie").notNull().default(true),
  genres: text("genres").array().notNull(),
  durationMinutes: integer("duration_minutes").notNull(),
  releaseYear: integer("release_year").notNull(),
  backdropUrl: text("backdrop_url"),
  presales: boolean("presales").notNull().default(false),
  comingSoon: boolean("coming_soon").notNull().default(false),
  bookable: boolean("bookable").notNull().default(true),
  director: text("director"),
  /** Leading cast, billing order. */
  cast: text("cast").array().notNull().default([]),
  /** The youngest audience allowed: "all", "12", "16" or "18" (docs/catalog.md). */
  ageRating: text("age_rating", { enum: ["all", "12", "16", "18"] })
    .notNull()
    .default("all"),
  /** The self-hosted trailer's key (its URL, docs/artwork.md "Trailers"); null: no trailer. */
  trailerKey: text("trailer_key"),
  /** The (re-)release date in cinemas: coming-soon shows are listed by it. */
  releaseDate: date("release_date"),
});

/** SPEC 1 fr/nl/en: a show's title as released in each language and its synopsis. */
export const showTranslations = pgTable(
  "show_translations",
  {
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    language: text("language", { enum: ["fr", "nl", "en"] }).notNull(),
    title: text("title").notNull(),
    synopsis: text("synopsis").notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.language] })],
);

export const showSessions = pgTable(
  "show_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    version: text("version").notNull(),
    auditoriumName: text("auditorium_name").notNull(),
    specificities: text("specificities").array().notNull(),
    /** A session the staff cancelled: no more sales, its bookings refunded (docs/staff.md "Catalog"). */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("show_sessions_cinema_start_idx").on(t.cinemaId, t.startsAt),
    // A show page's sessions (GET /api/show/{slug}).
    index("show_sessions_show_start_idx").on(t.showId, t.startsAt),
  ],
);

/**
 * A poster or backdrop the editors uploaded (docs/staff.md "Catalog"): the master JPEG, re-encoded
 * by sharp from the upload (never the upload itself, so no metadata survives), from which the media
 * routes resize every served variant. A show without one keeps the artwork pipeline's drawing.
 * `digest` names the bytes, so a new upload gets new variant files, never yesterday's.
 */
export const showImages = pgTable(
  "show_images",
  {
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["poster", "backdrop"] }).notNull(),
    image: bytea("image").notNull(),
    digest: text("digest").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.showId, t.kind] }),
    check("show_images_kind_check", sql`${t.kind} in ('poster', 'backdrop')`),
  ],
);
