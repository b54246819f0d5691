import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { ownerAccountId } from "./columns.ts";

/**
 * SPEC 3 "Linked identity": a social sign-in (facebook, apple, google-oauth2) tied to an account.
 * `subject` is the upstream provider's `sub`: one upstream identity belongs to at most one account,
 * so signing in with it names exactly one customer (docs/identities.md).
 */
export const linkedIdentities = pgTable(
  "linked_identities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    provider: text("provider", { enum: ["facebook", "apple", "google-oauth2"] }).notNull(),
    subject: text("subject").notNull(),
    /** The name the upstream gave (shown beside the provider's icon). */
    name: text("name").notNull(),
    mail: text("mail"),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("linked_identities_upstream_unique").on(t.provider, t.subject),
    unique("linked_identities_account_provider_unique").on(t.accountId, t.provider),
    index("linked_identities_account_idx").on(t.accountId),
  ],
);

export type LinkedIdentityRow = typeof linkedIdentities.$inferSelect;
