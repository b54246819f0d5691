import type { Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";

/**
 * What every payment-creating call of the shop has in common (docs/domain/payments.md): the
 * attempt's Idempotency-Key in its header, the answer `{ orderId, checkoutUrl }`. The page shows
 * every failure in place, so no toast.
 */
export function postCheckout(
  path: string,
  language: Language,
  body: unknown,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>({
    path,
    language,
    method: "POST",
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/**
 * A call that got no answer (the network failed) is asked again with the same key: if the first
 * one did reach the server, the replay answers its order instead of making a second one. An answer,
 * even a refusal, is never retried.
 */
export function retryUnanswered(failures: number, error: unknown): boolean {
  return !(error instanceof ApiError) && failures < 2;
}
