import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { QueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";
import { ACCOUNT_QUERY_KEY } from "./get-account";

/** SPEC 7 PATCH /api/accounts/me with only the changed fields (SPEC 5; see `changedFields`). */
export function updateAccount(language: Language, changes: UpdateAccountRequest): Promise<AccountResponse> {
  return apiRequest<AccountResponse>({ path: "/api/accounts/me", language, method: "PATCH", body: changes });
}

/**
 * After a save every cached copy of the account is stale, in every language, shown or not: the
 * next guard must see the new one (a registration lets the customer into the home).
 */
export function invalidateAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ACCOUNT_QUERY_KEY, refetchType: "all" });
}
