import type { Language } from "@cinelux/contract/languages";
import type { OrderKind } from "@cinelux/contract/orders";
import { buyPath, paths } from "../../lib/routing/paths";

/**
 * Leaving for the payment provider and coming back (docs/screens/shop.md): the page the customer
 * paid from is kept for the tab, by order, so that the order page's "Try again" leads back to it.
 */
const ORIGIN_KEY = "cinelux.checkout.origin.";

export function rememberCheckoutOrigin(orderId: string, path: string): void {
  try {
    window.sessionStorage.setItem(`${ORIGIN_KEY}${orderId}`, path);
  } catch {
    // Privacy mode: "Try again" falls back to the kind's page.
  }
}

/** The provider's hosted page (in development the server's `/dev/pay/{id}`): a full page change. */
export function leaveForCheckout(checkoutUrl: string): void {
  window.location.assign(checkoutUrl);
}

/**
 * Where "Try again" leads: the page the payment started from in this tab (a path of this site
 * only), else the page that sells this kind of order.
 */
export function tryAgainPath(orderId: string, kind: OrderKind, language: Language): string {
  let kept: string | null = null;
  try {
    kept = window.sessionStorage.getItem(`${ORIGIN_KEY}${orderId}`);
  } catch {
    kept = null;
  }
  if (kept?.startsWith("/") && !kept.startsWith("//")) {
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
