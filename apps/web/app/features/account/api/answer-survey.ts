import type { Language } from "@cinelux/contract/languages";
import type { SubmitSurveyAnswersResponse } from "@cinelux/contract/survey";
import type { SurveyAnswers } from "@cinelux/contract/survey-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { SURVEY_QUERY_KEY } from "./get-survey";

/** POST /api/v2/survey/{id}/answers (docs/survey.md). */
export function answerSurvey(
  language: Language,
  surveyId: string,
  answers: SurveyAnswers,
): Promise<SubmitSurveyAnswersResponse> {
  return apiRequest<SubmitSurveyAnswersResponse>({
    path: `/api/v2/survey/${encodeURIComponent(surveyId)}/answers`,
    language,
    method: "POST",
    body: { answers },
  });
}

export function useAnswerSurvey(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ surveyId, answers }: { surveyId: string; answers: SurveyAnswers }) =>
      answerSurvey(language, surveyId, answers),
    // The form places refused answers itself; anything else gets the default toast.
    meta: { errorToast: "none" },
    // Answered: the survey is no longer offered, in any language.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SURVEY_QUERY_KEY }),
  });
}
