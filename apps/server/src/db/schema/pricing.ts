import { CONCESSION_CATEGORIES, type ConcessionNames, type PriceList } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { cinemas } from "./catalog.ts";
import { updatedAt } from "./columns.ts";

/**
 * A cinema's ticket prices (docs/domain/prices.md): one price list per cinema, in the contract's
 * `PriceListSchema` shape, checked when it is read and when the back-office writes it.
 */
export const cinemaPriceLists = pgTable(
  "cinema_price_lists",
  {
    cinemaId: uuid("cinema_id")
      .primaryKey()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    priceList: jsonb("price_list").$type<PriceList>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check("cinema_price_lists_object_check", sql`jsonb_typeof(${t.priceList}) = 'object'`)],
);

/** A cinema's concessions menu (SPEC e-ticket `clickAndServe`), in the order the menu lists it. */
export const concessionItems = pgTable(
  "concession_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cinemaId: uuid("cinema_id")
      .notNull()
      .references(() => cinemas.id, { onDelete: "cascade" }),
    /** The item's name in fr, nl and en. */
    names: jsonb("names").$type<ConcessionNames>().notNull(),
    category: text("category", { enum: CONCESSION_CATEGORIES }).notNull(),
    priceCents: integer("price_cents").notNull(),
    /** SPEC clickAndServe `eligible`: the item can be brought to the seat. */
    servedAtSeat: boolean("served_at_seat").notNull().default(true),
    position: integer("position").notNull(),
    /** Off the menu for now (out of stock): listed nowhere, ordered by nobody. */
    available: boolean("available").notNull().default(true),
  },
  (t) => [
    index("concession_items_cinema_position_idx").on(t.cinemaId, t.position),
    check("concession_items_price_check", sql`${t.priceCents} >= 0`),
    check("concession_items_names_check", sql`${t.names} ?& array['fr', 'nl', 'en']`),
    check(
      "concession_items_category_check",
      sql.raw(`category in (${CONCESSION_CATEGORIES.map((category) => `'${category}'`).join(", ")})`),
    ),
  ],
);
