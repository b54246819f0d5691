import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, smallint, timestamp, uuid } from "drizzle-orm/pg-core";
import { cinemas, shows } from "./catalog.ts";
import { ownerAccountId, updatedAt } from "./columns.ts";

/**
 * Docs/domain/feelings.md, SPEC 3 "Feeling per show", one row per customer and show. A
 * row holds a wish (intention 2, SPEC 9), a rating (emotion 1 to 5) or both; a change that leaves
 * neither deletes the row.
 */
export const showFeelings = pgTable(
  "show_feelings",
  {
    accountId: ownerAccountId(),
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    intention: smallint("intention"),
    emotion: smallint("emotion"),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.showId] }),
    index("show_feelings_account_updated_idx").on(t.accountId, t.updatedAt),
    // The wishlist alert reads every wish of a show.
    index("show_feelings_wished_show_idx").on(t.showId).where(sql`${t.intention} = 2`),
    check("show_feelings_intention_check", sql`${t.intention} is null or ${t.intention} = 2`),
    check("show_feelings_emotion_check", sql`${t.emotion} is null or ${t.emotion} between 1 and 5`),
    check("show_feelings_not_empty_check", sql`${t.intention} is not null or ${t.emotion} is not null`),
  ],
);
export type ShowFeelingRow = typeof showFeelings.$inferSelect;

/** A seen show the customer chose not to rate (PATCH .../ignoreMovie, or the purge): off the films to rate. */
export const ignoredShows = pgTable(
  "ignored_shows",
  {
    accountId: ownerAccountId(),
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    ignoredAt: timestamp("ignored_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.showId] })],
);

/**
 * The wishlist alert (docs/domain/feelings.md): one row per customer and wished show once the alert was
 * decided, so a show is never alerted twice; `mailed` false when the opt-ins kept the mail from going out.
 */
export const wishlistAlerts = pgTable(
  "wishlist_alerts",
  {
    accountId: ownerAccountId(),
    showId: uuid("show_id")
      .notNull()
      .references(() => shows.id, { onDelete: "cascade" }),
    /** The favourite cinema whose sessions raised it (null once that cinema is gone). */
    cinemaId: uuid("cinema_id").references(() => cinemas.id, { onDelete: "set null" }),
    mailed: boolean("mailed").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.showId] })],
);
