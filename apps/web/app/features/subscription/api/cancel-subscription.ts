import type { Language } from "@cinelux/contract/languages";
import type { CancelSubscriptionRequest } from "@cinelux/contract/subscription";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 PATCH .../subscription/cancel with a reason from GET .../cancel/reasons. */
export function useCancelSubscription(language: Language) {
  return useSubscriptionAction<CancelSubscriptionRequest["reason"]>(language, (reason) => ({
    path: "/api/accounts/me/subscription/cancel",
    method: "PATCH",
    body: { reason },
  }));
}
