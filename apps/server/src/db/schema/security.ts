import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Grants ended by sign-out, revocation or account deletion (docs/security.md). An access token is a
 * JWT checked without a database read, so every process keeps these in memory, told of each new row
 * by NOTIFY; a row is kept until every access token of its grant has expired.
 */
export const revokedGrants = pgTable(
  "revoked_grants",
  {
    grantId: text("grant_id").primaryKey(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("revoked_grants_expires_idx").on(t.expiresAt)],
);

/** Captcha challenges already answered: an answer is single use (DESIGN.md "Captcha"). */
export const captchaSolutions = pgTable(
  "captcha_solutions",
  {
    challenge: text("challenge").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("captcha_solutions_expires_idx").on(t.expiresAt)],
);

/** Request counters shared by every server process (the rate limiter's store on PostgreSQL). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);
