import type {
  ProviderMandate,
  ProviderPayment,
  ProviderPaymentStatus,
  SequenceType,
} from "./payment-provider.ts";

/**
 * Mollie's REST API v2 as it travels (docs/domain/payments.md "Mollie"): amounts are strings with
 * two decimals, links under `_links`. Both adapters read the same shapes: the official client's
 * objects carry these fields, and the built-in provider answers them.
 */

export interface MollieAmount {
  currency: string;
  value: string;
}

export interface MolliePaymentJson {
  id: string;
  status: string;
  amount: MollieAmount;
  amountRefunded?: MollieAmount;
  amountChargedBack?: MollieAmount;
  method?: string | null;
  sequenceType: string;
  customerId?: string | null;
  mandateId?: string | null;
  metadata?: unknown;
  paidAt?: string | null;
  _links?: { checkout?: { href: string } | null };
}

export interface MollieMandateJson {
  id: string;
  status: string;
  method: string;
  createdAt: string;
}

/** "12.50" from 1250 cents. */
export function mollieAmount(cents: number): { currency: "EUR"; value: string } {
  return { currency: "EUR", value: (cents / 100).toFixed(2) };
}

/** 1250 from "12.50"; absent is 0. */
export function centsOfMollieAmount(amount: { value: string } | undefined): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0;
}

export function providerPaymentOf(payment: MolliePaymentJson): ProviderPayment {
  return {
    id: payment.id,
    status: payment.status as ProviderPaymentStatus,
    amountCents: centsOfMollieAmount(payment.amount),
    amountRefundedCents: centsOfMollieAmount(payment.amountRefunded),
    amountChargedBackCents: centsOfMollieAmount(payment.amountChargedBack),
    checkoutUrl: payment._links?.checkout?.href ?? null,
    method: payment.method ?? null,
    sequenceType: payment.sequenceType as SequenceType,
    customerId: payment.customerId ?? null,
    mandateId: payment.mandateId ?? null,
    metadata:
      payment.metadata && typeof payment.metadata === "object"
        ? (payment.metadata as Record<string, unknown>)
        : {},
    paidAt: payment.paidAt ?? null,
  };
}

export function providerMandateOf(mandate: MollieMandateJson): ProviderMandate {
  return {
    id: mandate.id,
    status: mandate.status as ProviderMandate["status"],
    method: mandate.method,
    createdAt: mandate.createdAt,
  };
}
