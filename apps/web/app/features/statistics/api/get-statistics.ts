import type { Language } from "@cinelux/contract/languages";
import type { StatisticsResponse } from "@cinelux/contract/statistics";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const STATISTICS_QUERY_KEY = ["statistics"] as const;

/** GET /api/accounts/me/statistics (docs/domain/statistics.md), this year's recap. */
export function getStatistics(language: Language, signal?: AbortSignal): Promise<StatisticsResponse> {
  return apiRequest<StatisticsResponse>({ path: "/api/accounts/me/statistics", language, signal });
}

export function getStatisticsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...STATISTICS_QUERY_KEY, language],
    queryFn: ({ signal }) => getStatistics(language, signal),
  });
}
