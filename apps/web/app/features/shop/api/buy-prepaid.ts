import type { Language } from "@cinelux/contract/languages";
import type { BuyPrepaidRequest, CheckoutResponse } from "@cinelux/contract/orders";
import { postCheckout } from "./checkout-call";

/** POST /api/prepaids: one movie card, for a guest (`buyerMail`) or the signed-in customer. */
export function buyPrepaid(
  language: Language,
  body: BuyPrepaidRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return postCheckout("/api/prepaids", language, body, idempotencyKey);
}
