import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount, updateAccount } from "../../../lib/account/update-account";

/** SPEC 7 PATCH /api/accounts/me with `interest` only (SPEC 5: only changed fields; empty is null). */
export function saveInterests(
  language: Language,
  interest: NonNullable<UpdateAccountRequest["interest"]> | null,
): Promise<AccountResponse> {
  return updateAccount(language, { interest });
}

export function useSaveInterests(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interest: NonNullable<UpdateAccountRequest["interest"]> | null) =>
      saveInterests(language, interest),
    onSuccess: async (account) => {
      // The page compares the next save with what the server kept, at once; other copies refetch.
      queryClient.setQueryData(getAccountQueryOptions(language).queryKey, account);
      await invalidateAccount(queryClient);
    },
    meta: { errorToast: "default" },
  });
}
