import * as z from "zod";
import { SURVEY_MAX_ANSWERS, SURVEY_QUESTION_ID_MAX_LENGTH, SURVEY_QUESTION_KINDS } from "./survey-rules.ts";

export * from "./survey-rules.ts";

/** One question of the survey, its label in the asked language (docs/survey.md). */
export const SurveyQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(SURVEY_QUESTION_KINDS),
  label: z.string(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;

/**
 * GET /api/v2/survey (SPEC 7): the running survey the customer has not answered, in `?language=`;
 * 204 No Content when there is none.
 */
export const SurveySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(SurveyQuestionSchema),
});
export type Survey = z.infer<typeof SurveySchema>;

/**
 * POST /api/v2/survey/{id}/answers: question id -> a rating or a comment. The shape is checked here;
 * what each answer may be depends on the survey's questions (`checkSurveyAnswers`).
 */
export const SubmitSurveyAnswersRequestSchema = z.strictObject({
  answers: z
    .record(z.string().min(1).max(SURVEY_QUESTION_ID_MAX_LENGTH), z.union([z.number(), z.string()]))
    .refine((answers) => Object.keys(answers).length <= SURVEY_MAX_ANSWERS, {
      message: `At most ${SURVEY_MAX_ANSWERS} answers.`,
    }),
});
export type SubmitSurveyAnswersRequest = z.infer<typeof SubmitSurveyAnswersRequestSchema>;

export const SubmitSurveyAnswersResponseSchema = z.object({
  surveyId: z.string(),
  answeredAt: z.string(),
});
export type SubmitSurveyAnswersResponse = z.infer<typeof SubmitSurveyAnswersResponseSchema>;

export const SurveyIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
