import type { InterestsResponse } from "@cinelux/contract/interests";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const INTERESTS_QUERY_KEY = ["interests"] as const;

/** SPEC 7 GET /api/interests: the genres and events a customer can pick, labelled in `language`. */
export function getInterests(language: Language, signal?: AbortSignal): Promise<InterestsResponse> {
  return apiRequest<InterestsResponse>({ path: "/api/interests", language, signal });
}

export function getInterestsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...INTERESTS_QUERY_KEY, language],
    queryFn: ({ signal }) => getInterests(language, signal),
    // The catalogue changes with a release, not while a customer picks.
    staleTime: 10 * 60_000,
  });
}
