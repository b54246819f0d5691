/**
 * Leaving for the payment provider and coming back (docs/screens/shop.md): the page the customer
 * paid from is kept for the tab, by order, so that the order page's "Try again" leads back to it.
 */
const ORIGIN_KEY = "cinelux.checkout.origin.";

export function rememberCheckoutOrigin(orderId: string, path: string): void {
  try {
    window.sessionStorage.setItem(`${ORIGIN_KEY}${orderId}`, path);
  } catch {
    // Privacy mode: "Try again" falls back to the page that sells the order's kind.
  }
}

/** The page this tab paid the order from: a path of this site only, else null. */
export function keptCheckoutOrigin(orderId: string): string | null {
  let kept: string | null = null;
  try {
    kept = window.sessionStorage.getItem(`${ORIGIN_KEY}${orderId}`);
  } catch {
    return null;
  }
  return kept?.startsWith("/") && !kept.startsWith("//") ? kept : null;
}
