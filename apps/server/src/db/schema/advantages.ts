import type { Language } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, ownerAccountId } from "./columns.ts";

/** A text the customer reads, in every language of the site: the API answers in the asked one. */
export type AdvantageText = Record<Language, string>;

/** SPEC 3 "Advantage": loyalty advantages granted to a customer; their texts in fr, nl and en. */
export const advantages = pgTable(
  "advantages",
  {
    /** Stable reference from the loyalty system, e.g. "ADV-FR-0001". */
    id: text("id").primaryKey(),
    accountId: ownerAccountId(),
    name: jsonb("name").$type<AdvantageText>().notNull(),
    details: jsonb("details").$type<AdvantageText>().notNull(),
    code: text("code"),
    terms: jsonb("terms").$type<AdvantageText>(),
    help: jsonb("help").$type<AdvantageText>(),
    expirationDate: date("expiration_date", { mode: "string" }),
    alexRecognitionId: text("alex_recognition_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("advantages_account_idx").on(t.accountId),
    // Every text in the three languages (SPEC 1: fr, nl, en), never a missing one.
    check("advantages_name_languages_check", sql`${t.name} ?& array['fr', 'nl', 'en']`),
    check("advantages_details_languages_check", sql`${t.details} ?& array['fr', 'nl', 'en']`),
    check(
      "advantages_terms_languages_check",
      sql`${t.terms} is null or ${t.terms} ?& array['fr', 'nl', 'en']`,
    ),
    check("advantages_help_languages_check", sql`${t.help} is null or ${t.help} ?& array['fr', 'nl', 'en']`),
  ],
);

export type NewAdvantageRow = typeof advantages.$inferInsert;
