import type { Language } from "@cinelux/contract/languages";
import type { BuyGiftCardRequest, CheckoutResponse } from "@cinelux/contract/orders";
import { postCheckout } from "./checkout-call";

/** POST /api/giftcards: a gift card, for a guest (`buyerMail`) or the signed-in customer. */
export function buyGiftCard(
  language: Language,
  body: BuyGiftCardRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return postCheckout("/api/giftcards", language, body, idempotencyKey);
}
