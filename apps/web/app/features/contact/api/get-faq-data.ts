import type { Language } from "@cinelux/contract/languages";
import type { FaqDataResponse } from "@cinelux/contract/support";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7 GET /api/faq/data: SPEC 9's themes, sub-themes and reasons, in the page's language. */
export function getFaqData(language: Language, signal?: AbortSignal): Promise<FaqDataResponse> {
  return apiRequest<FaqDataResponse>({ path: "/api/faq/data", language, signal });
}

export function getFaqDataQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["faq-data", language] as const,
    queryFn: ({ signal }) => getFaqData(language, signal),
    // The taxonomy changes with a release, not during a visit.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
