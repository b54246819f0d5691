import type { Language } from "@cinelux/contract/languages";
import { type BuyPrepaidRequest, type CheckoutResponse, IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/prepaids: one movie card, for a guest (`buyerMail`) or the signed-in customer. */
export function buyPrepaid(
  language: Language,
  body: BuyPrepaidRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>({
    path: "/api/prepaids",
    method: "POST",
    language,
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
