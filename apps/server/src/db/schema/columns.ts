import { customType, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

/**
 * Column builders many tables share, each giving the same SQL as the column written out: a table
 * names the column once and every table reads it the same way. Not exported by `index.ts`: it holds
 * no table.
 */

/** PostgreSQL bytea as bytes: PGlite gives a Uint8Array, node-postgres a Buffer (also a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** When the row was written: `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** When the row last changed: `updated_at timestamptz not null default now()`. */
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** SPEC 4 cards: the most recent first (`last_update_date timestamptz not null default now()`). */
export const lastUpdateDate = () =>
  timestamp("last_update_date", { withTimezone: true }).notNull().defaultNow();

/**
 * The customer a row belongs to (`not null`, named `account_id` unless told): deleting the account
 * deletes the row, as personal data.
 */
export const ownerAccountId = (name = "account_id") =>
  uuid(name)
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" });
