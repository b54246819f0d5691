// No zod here: the home's survey form checks its answers with these rules in the browser, the server
// and the fakes with the same ones (docs/survey.md).
import type { FieldError } from "./field-errors.ts";

export const SURVEY_QUESTION_KINDS = ["rating", "comment"] as const;
export type SurveyQuestionKind = (typeof SURVEY_QUESTION_KINDS)[number];

/** A rating is a whole number of stars from 1 to 5. */
export const SURVEY_RATING_MIN = 1;
export const SURVEY_RATING_MAX = 5;
/** A comment is at most this many characters once trimmed. */
export const SURVEY_COMMENT_MAX_LENGTH = 1000;
/** Bounds of the answer body: at most this many answers, each question id this long. */
export const SURVEY_MAX_ANSWERS = 20;
export const SURVEY_QUESTION_ID_MAX_LENGTH = 64;

/** What the checker needs of a question: its id and kind. */
export interface SurveyQuestionRef {
  id: string;
  kind: SurveyQuestionKind;
}

/** Question id -> a rating (1–5) or a comment. */
export type SurveyAnswers = Record<string, number | string>;

/**
 * Checks answers against the survey's questions (docs/survey.md): every rating question answered
 * with a whole number from 1 to 5; comments optional, trimmed, at most 1000 characters, an empty one
 * left out; an id the survey does not ask is refused. `fields` names each refused answer as
 * `answers.<question id>`; `answers` is what to store when `fields` is empty.
 */
export function checkSurveyAnswers(
  questions: readonly SurveyQuestionRef[],
  answers: Readonly<Record<string, unknown>>,
): { fields: FieldError[]; answers: SurveyAnswers } {
  const fields: FieldError[] = [];
  const kept: SurveyAnswers = {};
  const asked = new Map(questions.map((question) => [question.id, question.kind]));
  for (const id of Object.keys(answers)) {
    if (!asked.has(id)) {
      fields.push({ path: `answers.${id}`, code: "unknown_field" });
    }
  }
  for (const { id, kind } of questions) {
    const path = `answers.${id}`;
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    if (kind === "rating") {
      if (value === undefined || value === null) {
        fields.push({ path, code: "required" });
      } else if (
        typeof value !== "number" ||
        !Number.isInteger(value) ||
        value < SURVEY_RATING_MIN ||
        value > SURVEY_RATING_MAX
      ) {
        fields.push({ path, code: "invalid_value" });
      } else {
        kept[id] = value;
      }
    } else if (value !== undefined && value !== null) {
      if (typeof value !== "string") {
        fields.push({ path, code: "invalid_value" });
      } else if (value.trim().length > SURVEY_COMMENT_MAX_LENGTH) {
        fields.push({ path, code: "too_long" });
      } else if (value.trim() !== "") {
        kept[id] = value.trim();
      }
    }
  }
  return { fields, answers: kept };
}

/** The overall rating kept beside the answers: the survey's first rating question's answer. */
export function overallRating(
  questions: readonly SurveyQuestionRef[],
  answers: SurveyAnswers,
): number | null {
  const first = questions.find((question) => question.kind === "rating");
  const value = first ? answers[first.id] : undefined;
  return typeof value === "number" ? value : null;
}
