import type { Language } from "@cinelux/contract/languages";
import type { OrderKind } from "@cinelux/contract/orders";
import { keptCheckoutOrigin } from "../../lib/checkout/checkout-origin";
import { buyPath, paths } from "../../lib/routing/paths";

/**
 * Where "Try again" leads: the page the payment started from in this tab (a path of this site
 * only), else the page that sells this kind of order.
 */
export function tryAgainPath(orderId: string, kind: OrderKind, language: Language): string {
  const kept = keptCheckoutOrigin(orderId);
  if (kept) {
    return kept;
  }
  switch (kind) {
    case "prepaid":
      return buyPath(language);
    case "giftCard":
      return buyPath(language, "GIFT_CARD");
    default:
      return paths.subscription(language);
  }
}

/** The next step's words, by what the order bought: its wallet or its subscription. */
export function nextStepKey(kind: OrderKind) {
  switch (kind) {
    case "prepaid":
    case "giftCard":
      return "Shop.Order.Next.wallet" as const;
    case "subscription":
    case "planChange":
    case "invoice":
      return "Shop.Order.Next.subscription" as const;
    default:
      return "Shop.Order.Next.other" as const;
  }
}
