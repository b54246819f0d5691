import type { Language } from "@cinelux/contract/languages";
import { type CheckoutResponse, IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { retryUnanswered, useCheckout } from "./checkout";

/** POST /api/accounts/me/subscription/invoice/{id}/pay: an unpaid invoice paid by card on the provider's page. */
export function payInvoice(language: Language, invoiceId: string, key: string) {
  return apiRequest<CheckoutResponse>({
    path: `/api/accounts/me/subscription/invoice/${encodeURIComponent(invoiceId)}/pay`,
    method: "POST",
    language,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
}

/**
 * "Pay now" on an unpaid invoice. The invoices card shows refusals in place. When the customer is
 * back, the order page refetches the account (and so the unpaid alert and the invoices).
 */
export function usePayInvoice(language: Language) {
  const mutation = useMutation({
    mutationFn: ({ invoiceId, key }: { invoiceId: string; key: string }) =>
      payInvoice(language, invoiceId, key),
    retry: retryUnanswered,
    meta: { errorToast: "none" },
  });
  const checkout = useCheckout<string>(language, (invoiceId, key) =>
    mutation.mutateAsync({ invoiceId, key }),
  );
  return {
    ...checkout,
    paying: mutation.isPending || checkout.leaving ? mutation.variables?.invoiceId : undefined,
    error: mutation.error,
  };
}
