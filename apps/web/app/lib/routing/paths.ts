import type { Language } from "@cinelux/contract/languages";
import type { SoldPrepaidType } from "@cinelux/contract/sales";
import { CUSTOMER_ROUTE_KEYS, CUSTOMER_ROUTES, type CustomerRouteKey } from "./customer-routes";
import { EMBEDDED_PREFIX } from "./embedded";

type PathBuilder = (language: Language) => string;

function customerPath(key: CustomerRouteKey, language: Language, prefix = ""): string {
  const { segment } = CUSTOMER_ROUTES[key];
  return `${prefix}/${language}${segment ? `/${segment}` : ""}`;
}

/**
 * The customer routes' URLs (SPEC 2.2), one function per route key: `paths.tickets("fr")` is
 * `/fr/tickets`, `paths.home("nl")` is `/nl`. Links and redirects use these, never a template string.
 */
// Pure: a chunk that uses neither table drops it (the app shell uses `paths` only), which keeps it
// out of the initial JavaScript.
export const paths = /* @__PURE__ */ Object.fromEntries(
  CUSTOMER_ROUTE_KEYS.map((key) => [key, (language: Language) => customerPath(key, language)]),
) as Record<CustomerRouteKey, PathBuilder>;

/** SPEC 2.2 mobile-embedded variants: `embeddedPaths.friends("fr")` is `/m/fr/friends`. */
export const embeddedPaths = /* @__PURE__ */ Object.fromEntries(
  CUSTOMER_ROUTE_KEYS.map((key) => [
    key,
    (language: Language) => customerPath(key, language, `/${EMBEDDED_PREFIX}`),
  ]),
) as Record<CustomerRouteKey, PathBuilder>;

/** What the purchase page sells: a movie card by its type, or a gift card. */
export type BuyItem = SoldPrepaidType | "GIFT_CARD";

/**
 * The purchase page (docs/screens/shop.md), open signed in or as a guest:
 * `buyPath("en", "MOVIECARD_20")` is `/en/buy?item=MOVIECARD_20`.
 */
export function buyPath(language: Language, item?: BuyItem): string {
  return item ? `/${language}/buy?item=${item}` : `/${language}/buy`;
}

/**
 * An order's page, where the payment provider sends the payer back (the server builds the same
 * URL): `orderPath("fr", id)` is `/fr/orders/{id}`. Any order kind (a pass, an invoice, a card).
 */
export function orderPath(language: Language, orderId: string): string {
  return `/${language}/orders/${encodeURIComponent(orderId)}`;
}

/** The subscription screen's query parameter that puts the unpaid invoices' "Pay now" in focus. */
export const PAY_QUERY_PARAM = "pay";

/**
 * The unpaid toast's call to action (SPEC 4): the subscription screen at its unpaid invoices, the
 * first "Pay now" focused. A link only shows what is owed: the payment starts on the click there.
 */
export function unpaidInvoicesHref(language: Language): string {
  return `${paths.subscription(language)}?${PAY_QUERY_PARAM}=unpaid`;
}
