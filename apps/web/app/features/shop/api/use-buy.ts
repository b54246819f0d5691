import type { Language } from "@cinelux/contract/languages";
import type { CheckoutResponse } from "@cinelux/contract/orders";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { ApiError } from "../../../lib/api/api-error";
import type { BuyRequest } from "../buy-form";
import { buyGiftCard } from "./buy-gift-card";
import { buyPrepaid } from "./buy-prepaid";
import { retryUnanswered } from "./checkout-call";

/**
 * Paying for the purchase page's card. One Idempotency-Key per attempt: kept while the same body
 * is sent again after the network failed (the server replays its first answer), a new one once the
 * server answered a refusal or the customer changed the order.
 */
export function useBuy(language: Language) {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, key }: { request: BuyRequest; key: string }): Promise<CheckoutResponse> =>
      request.item === "GIFT_CARD"
        ? buyGiftCard(language, request.body, key)
        : buyPrepaid(language, request.body, key),
    retry: retryUnanswered,
    onError: (error) => {
      if (error instanceof ApiError) {
        attempt.current = null;
      }
    },
    // The page says what failed, in place (PAYMENT_UNAVAILABLE, the refused fields).
    meta: { errorToast: "none" },
  });
  const pay = (request: BuyRequest) => {
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) {
      attempt.current = { key: crypto.randomUUID(), body };
    }
    return mutation.mutateAsync({ request, key: attempt.current.key });
  };
  return { pay, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
