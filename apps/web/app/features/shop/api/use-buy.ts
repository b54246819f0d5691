import type { Language } from "@cinelux/contract/languages";
import { useCheckout } from "../../../lib/checkout/use-checkout";
import type { BuyRequest } from "../buy-form";
import { buyGiftCard } from "./buy-gift-card";
import { buyPrepaid } from "./buy-prepaid";

/**
 * Paying for the purchase page's card, one Idempotency-Key per attempt (`useCheckout`). Nothing is
 * cached to invalidate: the page leaves for the provider, and the card is in the wallet once paid.
 */
export function useBuy(language: Language) {
  return useCheckout<BuyRequest>({
    language,
    send: (request, key) =>
      request.item === "GIFT_CARD"
        ? buyGiftCard(language, request.body, key)
        : buyPrepaid(language, request.body, key),
  });
}
