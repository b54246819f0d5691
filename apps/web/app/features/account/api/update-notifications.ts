import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { UpdateNotificationsRequest } from "@cinelux/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { invalidateAccount } from "../../../lib/account/update-account";
import { apiRequest } from "../../../lib/api/api-client";

/** SPEC 7 PATCH /api/accounts/me/notifications: the opt-in patch carries the two opt-ins. */
export function updateNotifications(
  language: Language,
  changes: UpdateNotificationsRequest,
): Promise<AccountResponse> {
  return apiRequest<AccountResponse>({
    path: "/api/accounts/me/notifications",
    language,
    method: "PATCH",
    body: changes,
  });
}

export function useUpdateNotifications(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateNotificationsRequest) => updateNotifications(language, changes),
    onSuccess: async (account) => {
      queryClient.setQueryData(getAccountQueryOptions(language).queryKey, account);
      await invalidateAccount(queryClient);
    },
  });
}
