import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

/** Mutations on the account invalidate this prefix (every language). */
export const ACCOUNT_QUERY_KEY = ["accounts", "me"] as const;

/** SPEC 7: GET /api/accounts/me returns the user. */
export function getAccount(language: Language, signal?: AbortSignal): Promise<AccountResponse> {
  return apiRequest<AccountResponse>({ path: "/api/accounts/me", language, signal });
}

export function getAccountQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ACCOUNT_QUERY_KEY, language],
    queryFn: ({ signal }) => getAccount(language, signal),
  });
}
