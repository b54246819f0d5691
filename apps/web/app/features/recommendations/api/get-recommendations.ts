import type { Language } from "@cinelux/contract/languages";
import type { RecommendationsResponse } from "@cinelux/contract/recommendations";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const RECOMMENDATIONS_QUERY_KEY = ["recommendations"] as const;

/** GET /api/accounts/me/recommendations (docs/domain/statistics.md). */
export function getRecommendations(
  language: Language,
  signal?: AbortSignal,
): Promise<RecommendationsResponse> {
  return apiRequest<RecommendationsResponse>({ path: "/api/accounts/me/recommendations", language, signal });
}

export function getRecommendationsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...RECOMMENDATIONS_QUERY_KEY, language],
    queryFn: ({ signal }) => getRecommendations(language, signal),
  });
}
