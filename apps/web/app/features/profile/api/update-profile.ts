import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount, updateAccount } from "../../../lib/account/update-account";

/** SPEC 7 PATCH /api/accounts/me with only the changed fields, under their server names (SPEC 5). */
export function useUpdateProfile(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAccountRequest) => updateAccount(language, changes),
    onSuccess: async (saved: AccountResponse) => {
      // The page shows the saved account at once; every other cached copy (header, other languages) refetches.
      queryClient.setQueryData(getAccountQueryOptions(language).queryKey, saved);
      await invalidateAccount(queryClient);
    },
    // The form turns the server's refusals into field errors and reports the others itself.
    meta: { errorToast: "none" },
  });
}
