import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { cinemas } from "./catalog.ts";
import { ownerAccountId } from "./columns.ts";

/**
 * SPEC 3 "Favourite cinema", SPEC 5/9: a customer's favourite cinemas, at most MAX_FAVOURITE_CINEMAS.
 * The limit is kept by the service under a lock on the account's row (docs/domain/favourites-friends.md),
 * so two tabs adding at once cannot pass it.
 */
export const favouriteCinemas = pgTable(
  "favourite_cinemas",
  {
    accountId: ownerAccountId(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.cinemaId] }),
    // Who favours a cinema: the wishlist alert (docs/domain/feelings.md) starts from a cinema's new sessions.
    index("favourite_cinemas_cinema_idx").on(t.cinemaId),
  ],
);
export type FavouriteCinemaRow = typeof favouriteCinemas.$inferSelect;
