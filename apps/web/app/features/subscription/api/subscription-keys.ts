import type { QueryClient } from "@tanstack/react-query";
import { invalidateAccount } from "../../../lib/account/update-account";

/** The subscription's own cache key (not under the account's: other screens need not refetch it). */
export const SUBSCRIPTION_QUERY_KEY = ["subscription"] as const;

/**
 * SPEC 4: after a pause toggle, cancel pause, cancel plan change, cancel or undo cancel succeeds the
 * user (GET /api/accounts/me) is reloaded; the subscription's screen data with it.
 */
export async function reloadAfterAction(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateAccount(queryClient),
    queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
  ]);
}
