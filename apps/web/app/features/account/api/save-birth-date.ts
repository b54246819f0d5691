import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount, updateAccount } from "../../../lib/account/update-account";

/** The birth date push: PATCH /api/accounts/me with `dateOfBirth` only (SPEC 5 "User save"). */
export function useSaveBirthDate(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dateOfBirth: string) => updateAccount(language, { dateOfBirth }),
    // Field refusals show beside the date; anything else gets the default toast.
    meta: { errorToast: "none" },
    onSuccess: async (account) => {
      queryClient.setQueryData(getAccountQueryOptions(language).queryKey, account);
      await invalidateAccount(queryClient);
    },
  });
}
