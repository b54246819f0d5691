import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * SPEC 1 "an account deletion request", recorded (docs/accounts.md "Account deletion"): the account row
 * and everything hanging from it are gone; this row says that it was asked and when. No foreign key:
 * the account it names no longer exists. The address only as a SHA-256 of its lower-case form, so a
 * later question ("was this address's account deleted?") can be answered without keeping the address.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The deleted account's id, as it appears in logs and provider records. */
    accountId: uuid("account_id").notNull(),
    mailSha256: text("mail_sha256").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_deletions_mail_idx").on(t.mailSha256)],
);

export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
