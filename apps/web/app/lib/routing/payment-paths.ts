import type { Language } from "@cinelux/contract/languages";
import { paths } from "./paths";

/**
 * `/{language}/orders/{orderId}`: where the payment provider sends the payer back (the server
 * builds that URL, docs/domain/payments.md), and where the web goes itself when a payment-creating
 * call answers that nothing is left to pay (`checkoutUrl` null).
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
