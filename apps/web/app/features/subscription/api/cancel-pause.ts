import type { Language } from "@cinelux/contract/languages";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 DELETE .../subscription/suspend: undoes a pause not started yet. */
export function useCancelPause(language: Language) {
  return useSubscriptionAction<void>(language, () => ({
    path: "/api/accounts/me/subscription/suspend",
    method: "DELETE",
  }));
}
