/**
 * The payment provider port (docs/domain/payments.md): what the orders need from a provider, in its
 * terms. Mollie is the adapter (mollie-provider.ts); in dev it talks to the built-in provider that
 * speaks Mollie's protocol (test-mode/). Amounts are EUR cents; the provider's statuses are Mollie's.
 */

export type ProviderPaymentStatus =
  | "open"
  | "pending"
  | "authorized"
  | "paid"
  | "failed"
  | "canceled"
  | "expired";

/** Mollie's sequence types: a one-off payment, the first of a mandate, or a debit on one. */
export type SequenceType = "oneoff" | "first" | "recurring";

export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  amountRefundedCents: number;
  amountChargedBackCents: number;
  /** The hosted page to pay on, while the payment is open. */
  checkoutUrl: string | null;
  method: string | null;
  sequenceType: SequenceType;
  customerId: string | null;
  mandateId: string | null;
  metadata: Record<string, unknown>;
  paidAt: string | null;
}

export interface CreatePaymentInput {
  amountCents: number;
  description: string;
  /** Where the payer's browser goes back to (the order's page). */
  redirectUrl: string;
  /** Where the provider posts `id=…` on every status change. */
  webhookUrl: string;
  /** fr_FR, nl_NL, en_US: the hosted page's language. */
  locale: string;
  metadata: Record<string, string>;
  /** A first payment sets up a mandate for later debits; it needs the provider's customer. */
  sequenceType: "oneoff" | "first";
  customerId?: string;
  /** The methods offered (none: every method the profile has). */
  methods?: string[];
}

export interface CreateRecurringInput {
  customerId: string;
  mandateId?: string;
  amountCents: number;
  description: string;
  webhookUrl: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: string;
}

export interface ProviderMandate {
  id: string;
  status: "valid" | "pending" | "invalid";
  method: string;
  createdAt: string;
}

export interface PaymentProvider {
  /** The provider's name in the ledger. */
  readonly name: string;
  createCustomer(
    input: { name: string; mail: string; locale: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<ProviderPayment>;
  getPayment(id: string): Promise<ProviderPayment>;
  createRecurringPayment(input: CreateRecurringInput, idempotencyKey: string): Promise<ProviderPayment>;
  /** Refunds `amountCents` of a paid payment (all of what remains when left out). */
  refund(
    paymentId: string,
    input: { amountCents: number; description: string },
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  listMandates(customerId: string): Promise<ProviderMandate[]>;
  revokeMandate(customerId: string, mandateId: string): Promise<void>;
}

/**
 * The provider could not be reached or refused the call (not a customer's mistake): the API answers
 * PAYMENT_UNAVAILABLE and nothing is half-written.
 */
export class PaymentProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status: number | undefined, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PaymentProviderError";
    this.status = status;
  }
}
