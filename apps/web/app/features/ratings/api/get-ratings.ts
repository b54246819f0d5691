import type { FeelingsResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { RATINGS_QUERY_KEY } from "./ratings-keys";

/** Issue 12: GET /api/accounts/me/feelings?filter=rated, the ratings given, newest first. */
export function getRatings(language: Language, signal?: AbortSignal): Promise<FeelingsResponse> {
  return apiRequest<FeelingsResponse>({ path: "/api/accounts/me/feelings?filter=rated", language, signal });
}

export function getRatingsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...RATINGS_QUERY_KEY, language],
    queryFn: ({ signal }) => getRatings(language, signal),
  });
}
