import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount } from "../../../lib/account/update-account";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7 DELETE /api/accounts/me/cards/cb: forgets the saved bank card; answers the account (docs/my-data.md). */
export function removePaymentCard(language: Language): Promise<AccountResponse> {
  return apiRequest<AccountResponse>({ path: "/api/accounts/me/cards/cb", language, method: "DELETE" });
}

export function useRemovePaymentCard(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePaymentCard(language),
    onSuccess: async (account) => {
      queryClient.setQueryData(getAccountQueryOptions(language).queryKey, account);
      await invalidateAccount(queryClient);
    },
    // SPEC 8 "Most failures": the default error toast, shown by the query client.
    meta: { errorToast: "default" },
  });
}
