import type { Language } from "@cinelux/contract/languages";
import { type BuyGiftCardRequest, type CheckoutResponse, IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { apiRequest } from "../../../lib/api/api-client";

/** POST /api/giftcards: a gift card, for a guest (`buyerMail`) or the signed-in customer. */
export function buyGiftCard(
  language: Language,
  body: BuyGiftCardRequest,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>({
    path: "/api/giftcards",
    method: "POST",
    language,
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
