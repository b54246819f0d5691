import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";

/** SPEC 3 "Advantage": loyalty advantages granted to a customer, written in the customer's language. */
export const advantages = pgTable(
  "advantages",
  {
    /** Stable reference from the loyalty system, e.g. "ADV-FR-0001". */
    id: text("id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    details: text("details").notNull(),
    code: text("code"),
    terms: text("terms"),
    help: text("help"),
    expirationDate: date("expiration_date", { mode: "string" }),
    alexRecognitionId: text("alex_recognition_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("advantages_account_idx").on(t.accountId)],
);

export type NewAdvantageRow = typeof advantages.$inferInsert;
