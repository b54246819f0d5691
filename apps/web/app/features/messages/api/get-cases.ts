import type { Language } from "@cinelux/contract/languages";
import type { SupportCasesResponse } from "@cinelux/contract/support";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { SUPPORT_CASES_QUERY_KEY } from "./messages-keys";

/** SPEC 7 GET /api/accounts/me/case: the customer's cases, newest first, with their messages. */
export function getCases(language: Language, signal?: AbortSignal): Promise<SupportCasesResponse> {
  return apiRequest<SupportCasesResponse>({ path: "/api/accounts/me/case", language, signal });
}

export function getCasesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: SUPPORT_CASES_QUERY_KEY,
    queryFn: ({ signal }) => getCases(language, signal),
  });
}
