import {
  checkSurveyAnswers,
  domainFromHost,
  type Language,
  overallRating,
  type SubmitSurveyAnswersResponse,
  type Survey,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { toSurvey } from "./survey.presenter.ts";
import { findActiveSurvey, findOpenSurvey, insertSurveyAnswer } from "./survey.repository.ts";

/**
 * GET /api/v2/survey: the running survey the customer has not answered yet, its texts in `language`
 * (default: the first language of the domain serving `host`, as the advantages); null when none.
 */
export async function findSurveyForCustomer(options: {
  db: Database;
  accountId: string;
  host: string;
  language?: Language | undefined;
}): Promise<Survey | null> {
  const language = options.language ?? domainFromHost(options.host).languages[0];
  const row = await findOpenSurvey(options.db, options.accountId);
  return row ? toSurvey(row, language) : null;
}

/**
 * POST /api/v2/survey/{id}/answers: checks the answers against the survey's questions and stores
 * them in one transaction. Once answered, the survey is no longer offered to this customer.
 */
export async function answerSurvey(options: {
  db: Database;
  accountId: string;
  surveyId: string;
  answers: Record<string, number | string>;
}): Promise<SubmitSurveyAnswersResponse> {
  const { db, accountId, surveyId } = options;
  return db.transaction(async (tx) => {
    const survey = await findActiveSurvey(tx, surveyId);
    if (!survey) {
      throw new AppError("NOT_FOUND", { detail: "No running survey has this id." });
    }
    const { fields, answers } = checkSurveyAnswers(survey.questions, options.answers);
    if (fields.length > 0) {
      throw invalidFields(fields, `Invalid answer "${fields[0]?.path}".`);
    }
    const stored = await insertSurveyAnswer(tx, {
      surveyId,
      accountId,
      answers,
      rating: overallRating(survey.questions, answers),
    });
    if (!stored) {
      throw new AppError("CONFLICT", { message: (m) => m.when.answeringSurveyAgain.CONFLICT });
    }
    return { surveyId, answeredAt: stored.answeredAt.toISOString() };
  });
}
