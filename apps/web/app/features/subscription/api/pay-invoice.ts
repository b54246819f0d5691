import type { Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { useCheckout } from "../../../lib/checkout/use-checkout";
import { reloadAfterAction } from "./subscription-keys";

/** POST /api/accounts/me/subscription/invoice/{id}/pay: an unpaid invoice paid by card on the provider's page. */
export function payInvoice(
  language: Language,
  invoiceId: string,
  idempotencyKey: string,
): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>({
    path: `/api/accounts/me/subscription/invoice/${encodeURIComponent(invoiceId)}/pay`,
    method: "POST",
    language,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/**
 * "Pay now" on an unpaid invoice, one Idempotency-Key per attempt (`useCheckout`). The invoices
 * card shows refusals in place; `paying` is the invoice whose button is busy.
 */
export function usePayInvoice(language: Language) {
  const queryClient = useQueryClient();
  return useCheckout<string>({
    language,
    send: (invoiceId, key) => payInvoice(language, invoiceId, key),
    onSettled: () => reloadAfterAction(queryClient),
  });
}
