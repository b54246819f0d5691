import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { invalidateAccount, updateAccount } from "../../../../lib/account/update-account";

/** SPEC 7 PATCH /api/accounts/me with `registered: true` and only the changed fields (SPEC 5). */
export function registerAccount(language: Language, changes: UpdateAccountRequest): Promise<AccountResponse> {
  return updateAccount(language, { ...changes, registered: true });
}

export function useRegisterAccount(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAccountRequest) => registerAccount(language, changes),
    // Every cached account says "not registered": the home's guard must see the new one first.
    onSuccess: () => invalidateAccount(queryClient),
    // The form turns the server's refusals into field errors, and reports the others itself.
    meta: { errorToast: "none" },
  });
}
