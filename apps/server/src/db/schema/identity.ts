import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ownerAccountId } from "./columns.ts";

/** oidc-provider's models (sessions, grants, codes, tokens, interactions...), shared by every process. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    id: text("id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index("oidc_payloads_grant_idx").on(t.grantId),
    index("oidc_payloads_uid_idx").on(t.uid),
    index("oidc_payloads_user_code_idx").on(t.userCode),
    index("oidc_payloads_expires_idx").on(t.expiresAt),
  ],
);

/** Signing keys (private JWKs) and cookie keys, created once and shared by every process. */
export const identityKeys = pgTable("identity_keys", {
  name: text("name").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
});

/** Single-use links: e-mail verification and password reset. Only the SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    accountId: ownerAccountId(),
    // mail_change: the proof of a passed step 1 of the e-mail change (no link; never mailed).
    purpose: text("purpose", { enum: ["verify_mail", "reset_password", "mail_change"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("account_tokens_account_idx").on(t.accountId)],
);

/** Failed sign-ins per key ("mail:<mail>" or "ip:<address>") in a sliding window; never a permanent lock. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull().defaultNow(),
});
