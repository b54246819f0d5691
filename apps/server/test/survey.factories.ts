// A survey a test runs for its own customers (STYLE.md "Tests"), instead of the demo survey.
import { randomUUID } from "node:crypto";
import type { Database } from "../src/db/client.ts";
import { type SurveyQuestion, type SurveyText, surveys } from "../src/db/schema/index.ts";
import type { SurveyRow } from "../src/modules/survey/survey.repository.ts";

let sequence = 0;

/** The same words in the three languages (SPEC 1: fr, nl, en), each marked with its language. */
function inEveryLanguage(text: string): SurveyText {
  return { fr: `${text} (fr)`, nl: `${text} (nl)`, en: `${text} (en)` };
}

/**
 * A running survey (docs/survey.md), its texts in the three languages: unless asked, one rating
 * question `overall` and one free `comment`. `active: false` is a finished survey.
 */
export async function createSurvey(
  db: Database,
  options: {
    id?: string;
    title?: SurveyText;
    description?: SurveyText;
    questions?: SurveyQuestion[];
    active?: boolean;
  } = {},
): Promise<SurveyRow> {
  sequence += 1;
  const id = options.id ?? `survey-t-${sequence}-${randomUUID().slice(0, 8)}`;
  const [survey] = await db
    .insert(surveys)
    .values({
      id,
      title: options.title ?? inEveryLanguage(`Survey ${id}`),
      description: options.description ?? inEveryLanguage(`Why ${id} asks`),
      questions: options.questions ?? [
        { id: "overall", kind: "rating", label: inEveryLanguage("Overall") },
        { id: "comment", kind: "comment", label: inEveryLanguage("A word") },
      ],
      active: options.active ?? true,
    })
    .returning();
  if (!survey) {
    throw new Error("the survey was not inserted");
  }
  return survey;
}
