import type { Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER, type SubscribeRequest } from "@cinelux/contract/orders";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnanswered, useCheckout } from "./checkout";

/** POST /api/accounts/me/subscription: a new pass, paid on the provider's page (docs/screens/subscribe.md). */
export function subscribe(language: Language, request: SubscribeRequest, key: string) {
  return apiRequest<CheckoutResponse>({
    path: "/api/accounts/me/subscription",
    method: "POST",
    body: request,
    language,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/**
 * The sign-up's payment: the screen shows every refusal in place (no toast). Nothing is cached to
 * invalidate: on success the page leaves for the provider, and the order page reloads the account.
 */
export function useSubscribe(language: Language) {
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: SubscribeRequest; key: string }) =>
      subscribe(language, request, key),
    retry: retryUnanswered,
    meta: { errorToast: "none" },
  });
  const checkout = useCheckout<SubscribeRequest>(language, (request, key) =>
    mutation.mutateAsync({ request, key }),
  );
  return { ...checkout, isPending: mutation.isPending || checkout.leaving, error: mutation.error };
}
