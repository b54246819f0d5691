import type { Language } from "@cinelux/contract/languages";
import { useSubscriptionAction } from "./subscription-action";

/** SPEC 7 PATCH .../subscription/groupSupplementInvoice: supplements on one monthly debit invoice, or not. */
export function useSetDebitInvoicing(language: Language) {
  return useSubscriptionAction<boolean>(language, (enabled) => ({
    path: "/api/accounts/me/subscription/groupSupplementInvoice",
    method: "PATCH",
    body: { action: enabled ? "activated" : "disabled" },
  }));
}
