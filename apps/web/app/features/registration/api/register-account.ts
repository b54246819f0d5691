import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7 PATCH /api/accounts/me with `registered: true` and only the changed fields (SPEC 5).
 * The caller refreshes the account cache: it belongs to the account feature.
 */
export function registerAccount(language: Language, changes: UpdateAccountRequest): Promise<AccountResponse> {
  return apiRequest<AccountResponse>({
    path: "/api/accounts/me",
    language,
    method: "PATCH",
    body: { ...changes, registered: true },
  });
}

export function useRegisterAccount(language: Language) {
  return useMutation({
    mutationFn: (changes: UpdateAccountRequest) => registerAccount(language, changes),
    // The form turns the server's refusals into field errors, and reports the others itself.
    meta: { errorToast: "none" },
  });
}
