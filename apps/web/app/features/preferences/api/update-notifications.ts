import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { UpdateNotificationsRequest } from "@cinelux/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getAccountQueryOptions } from "../../../lib/account/get-account";
import { apiRequest } from "../../../lib/api/api-client";
import type { NotificationField } from "../notification-fields";

export const UPDATE_NOTIFICATIONS_KEY = ["accounts", "me", "notifications"] as const;

/** SPEC 7 PATCH /api/accounts/me/notifications: only the changed settings; the answer is the account. */
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

export interface NotificationChange {
  field: NotificationField;
  value: boolean;
}

/**
 * One switch, saved at once (docs/preferences.md): the cached account shows the new value before
 * the answer; a failure puts that one setting back and shows the default error toast. Each save
 * touches only its own field, so two switches flipped in a row never undo each other.
 */
export function useUpdateNotification(language: Language) {
  const queryClient = useQueryClient();
  const { queryKey } = getAccountQueryOptions(language);
  const setField = (field: NotificationField, value: boolean) =>
    queryClient.setQueryData(queryKey, (account) => (account ? { ...account, [field]: value } : account));
  return useMutation({
    mutationKey: UPDATE_NOTIFICATIONS_KEY,
    mutationFn: ({ field, value }: NotificationChange) => updateNotifications(language, { [field]: value }),
    onMutate: async ({ field, value }) => {
      // A refetch landing now would show the old value for a moment.
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey)?.[field];
      setField(field, value);
      return { previous };
    },
    onError: (_error, { field }, context) => {
      if (context?.previous !== undefined) {
        setField(field, context.previous);
      }
    },
    onSuccess: (account, { field }) => setField(field, account[field]),
    onSettled: async () => {
      // The last save in flight refreshes every copy of the account (other languages, the guard's).
      if (queryClient.isMutating({ mutationKey: UPDATE_NOTIFICATIONS_KEY }) === 1) {
        await queryClient.invalidateQueries({ queryKey: ["accounts", "me"], refetchType: "all" });
      }
    },
    meta: { errorToast: "default" },
  });
}
