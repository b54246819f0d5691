import type { Language } from "@cinelux/contract/languages";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 DELETE .../subscription/downgrade: keeps the current plan. */
export function useCancelPlanChange(language: Language) {
  return useSubscriptionAction<void>(language, () => ({
    path: "/api/accounts/me/subscription/downgrade",
    method: "DELETE",
  }));
}
