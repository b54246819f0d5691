import type { Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER, type SubscribeRequest } from "@cinelux/contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { useCheckout } from "../../../lib/checkout/use-checkout";
import { reloadAfterAction } from "./subscription-keys";

/** POST /api/accounts/me/subscription: a new pass, paid on the provider's page (docs/screens/subscribe.md). */
export function subscribe(
  language: Language,
  request: SubscribeRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>({
    path: "/api/accounts/me/subscription",
    method: "POST",
    body: request,
    language,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/**
 * The sign-up's payment, one Idempotency-Key per attempt (`useCheckout`); the screen shows every
 * refusal in place. Settled without a payment, the account and the subscription are reloaded
 * before the order page; otherwise the page leaves for the provider.
 */
export function useSubscribe(language: Language) {
  const queryClient = useQueryClient();
  return useCheckout<SubscribeRequest>({
    language,
    send: (request, key) => subscribe(language, request, key),
    onSettled: () => reloadAfterAction(queryClient),
  });
}
