import type { Language } from "@cinelux/contract/languages";
import type { Survey } from "@cinelux/contract/survey";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const SURVEY_QUERY_KEY = ["survey"] as const;

/** SPEC 7 GET /api/v2/survey: the survey to answer in `language`, null when none (204). */
export async function getSurvey(language: Language, signal?: AbortSignal): Promise<Survey | null> {
  const survey = await apiRequest<Survey | undefined>({ path: "/api/v2/survey", language, signal });
  return survey ?? null;
}

export function getSurveyQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...SURVEY_QUERY_KEY, language],
    // A suggestion: when it cannot be read the push simply does not show.
    meta: { errorToast: "none" },
    queryFn: ({ signal }) => getSurvey(language, signal),
  });
}
