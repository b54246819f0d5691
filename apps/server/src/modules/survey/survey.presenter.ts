import type { Language, Survey } from "@cinelux/contract";
import type { SurveyRow } from "./survey.repository.ts";

/** A survey row in the asked language (docs/survey.md): the customer never sees the other two. */
export function toSurvey(row: SurveyRow, language: Language): Survey {
  return {
    id: row.id,
    title: row.title[language],
    description: row.description[language],
    questions: row.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      label: question.label[language],
    })),
  };
}
