import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { UpdateNotificationsRequest } from "@cinelux/contract/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";
import { ACCOUNT_QUERY_KEY, getAccountQueryOptions } from "./get-account";
import { invalidateAccount } from "./update-account";

/** The settings PATCH /api/accounts/me/notifications changes, each a field of the account. */
export type NotificationField = keyof UpdateNotificationsRequest;

export const UPDATE_NOTIFICATIONS_KEY = [...ACCOUNT_QUERY_KEY, "notifications"] as const;

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

function pick(account: AccountResponse, changes: UpdateNotificationsRequest): UpdateNotificationsRequest {
  const fields = Object.keys(changes) as NotificationField[];
  return Object.fromEntries(fields.map((field) => [field, account[field]]));
}

/**
 * Settings saved at once (the preferences' switches, the home's opt-in push; docs/preferences.md):
 * the cached account shows the new values before the answer; a failure puts those settings back
 * and shows the default error toast. Each save touches only its own fields, so two switches flipped
 * in a row never undo each other; the last save in flight refreshes every copy of the account
 * (other languages, the guard's).
 */
export function useUpdateNotifications(language: Language) {
  const queryClient = useQueryClient();
  const { queryKey } = getAccountQueryOptions(language);
  const apply = (changes: UpdateNotificationsRequest) =>
    queryClient.setQueryData(queryKey, (account) => (account ? { ...account, ...changes } : account));
  return useMutation({
    mutationKey: UPDATE_NOTIFICATIONS_KEY,
    mutationFn: (changes: UpdateNotificationsRequest) => updateNotifications(language, changes),
    onMutate: async (changes) => {
      // A refetch landing now would show the old values for a moment.
      await queryClient.cancelQueries({ queryKey });
      const account = queryClient.getQueryData(queryKey);
      const previous = account ? pick(account, changes) : undefined;
      apply(changes);
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) {
        apply(context.previous);
      }
    },
    onSuccess: (account, changes) => apply(pick(account, changes)),
    onSettled: async () => {
      if (queryClient.isMutating({ mutationKey: UPDATE_NOTIFICATIONS_KEY }) === 1) {
        await invalidateAccount(queryClient);
      }
    },
    meta: { errorToast: "default" },
  });
}
