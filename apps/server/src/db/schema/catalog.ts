import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
});

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
});

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
  },
  (t) => [index("show_sessions_cinema_start_idx").on(t.cinemaId, t.startsAt)],
);
