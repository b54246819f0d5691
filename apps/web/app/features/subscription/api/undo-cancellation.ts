import type { Language } from "@cinelux/contract/languages";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 DELETE on .../subscription: undoes a cancellation not effective yet. */
export function useUndoCancellation(language: Language) {
  return useSubscriptionAction<void>(language, () => ({
    path: "/api/accounts/me/subscription",
    method: "DELETE",
  }));
}
