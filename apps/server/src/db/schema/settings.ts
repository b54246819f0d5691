import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns.ts";

/**
 * Settings per domain (SPEC 3 "Settings", "Configuration flags"), in the database so an operator can
 * switch a flag without a deploy. The rows are created by migration 0002 (the demo seed never runs
 * in prod); GET /api/settings validates what it reads and fills a missing flag with false.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    domain: text("domain", { enum: ["fr", "nl"] }).primaryKey(),
    /** `{ [FlagName]: boolean }`; a missing or non-boolean flag reads as false. */
    flags: jsonb("flags").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    catalogBaseUrl: text("catalog_base_url").notNull(),
    /** SPEC 7: the base the tunnel calls (/api/ec/...) go to; '' is this server. */
    tunnelBaseUrl: text("tunnel_base_url").notNull().default(""),
    /** SPEC 7: the mobile catalog's base; '' is this server's mobile prefix (docs/catalog.md "Mobile apps"). */
    mobileCatalogBaseUrl: text("mobile_catalog_base_url").notNull().default(""),
    /** Path on the site origin where sign-out returns; "/" when null. */
    logoutReturnPath: text("logout_return_path"),
    errorPath: text("error_path").notNull().default("/"),
    /** Sent by the mobile catalog calls as x-lcpg-mobile-key (SPEC 7); public, not a secret. */
    mobileKey: text("mobile_key").notNull(),
    /** SPEC 3 injected script or iframe items; an item that fails the contract is left out. */
    injections: jsonb("injections").$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [check("site_settings_domain_check", sql`${t.domain} in ('fr', 'nl')`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/**
 * The reference step's last load (db/reference): the fingerprint of the rows it inserts. A start
 * whose rows have the same fingerprint skips the step; a new release with new reference rows runs it.
 */
export const referenceDataState = pgTable("reference_data_state", {
  name: text("name").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  loadedAt: timestamp("loaded_at", { withTimezone: true }).notNull().defaultNow(),
});
