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

const NEXT_KEY = "cinelux.checkout.next.";

/** What the order page offers once the order is paid, when the paying page knows better than the order. */
export interface CheckoutNext {
  /** A path of this site (the booking's confirmation). */
  path: string;
  /** The words of the order page's button. */
  step: "eticket";
}

/**
 * The page the order leads to once paid, kept for the tab by order: a booking's confirmation, which
 * only this tab can open for a guest (its token is kept here).
 */
export function rememberCheckoutNext(orderId: string, next: CheckoutNext): void {
  try {
    window.sessionStorage.setItem(`${NEXT_KEY}${orderId}`, JSON.stringify(next));
  } catch {
    // Privacy mode: the order page offers the order's own next step.
  }
}

export function keptCheckoutNext(orderId: string): CheckoutNext | null {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(`${NEXT_KEY}${orderId}`) ?? "null");
    if (
      kept &&
      typeof kept === "object" &&
      "path" in kept &&
      typeof kept.path === "string" &&
      kept.path.startsWith("/") &&
      !kept.path.startsWith("//")
    ) {
      return { path: kept.path, step: "eticket" };
    }
  } catch {
    // Unreadable: as if none.
  }
  return null;
}
