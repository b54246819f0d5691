import type { Language } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, ownerAccountId } from "./columns.ts";

export type SurveyText = Record<Language, string>;

/** One question of a survey: a 1–5 rating or a free comment, its label in fr, nl and en. */
export interface SurveyQuestion {
  id: string;
  kind: "rating" | "comment";
  label: SurveyText;
}

/**
 * The home's survey push (SPEC 7 `GET /api/v2/survey`; SPEC gives no shape, docs/survey.md does):
 * the chain's current questionnaire, its texts in the three languages held here.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: text("id").primaryKey(),
    title: jsonb("title").$type<SurveyText>().notNull(),
    description: jsonb("description").$type<SurveyText>().notNull(),
    questions: jsonb("questions").$type<SurveyQuestion[]>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check("surveys_title_languages_check", sql`${t.title} ?& array['fr', 'nl', 'en']`),
    check("surveys_description_languages_check", sql`${t.description} ?& array['fr', 'nl', 'en']`),
  ],
);

/** A customer's answers to a survey: one row each, so a survey is offered until answered. */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    surveyId: text("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    accountId: ownerAccountId(),
    /** Question id → a rating 1–5 or a comment; checked against the survey's questions on write. */
    answers: jsonb("answers").$type<Record<string, number | string>>().notNull(),
    rating: integer("rating"),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.accountId] })],
);
