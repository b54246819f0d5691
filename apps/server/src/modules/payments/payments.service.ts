import type {
  CheckoutResponse,
  DomainId,
  Language,
  OrderKind,
  OrderStatus,
  SaleTotal,
} from "@cinelux/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../../db/client.ts";
import type { NewOrderRow, OrderLineRecord, OrderResult, OrderRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import { queueLateRefundMail, queueReceiptMail } from "./order-mails.ts";
import {
  deleteUnpaidOrder,
  findPaymentCustomer,
  insertOrder,
  listPendingOrdersOf,
  lockOrder,
  lockOrderOfPayment,
  moveOrder,
  type OrderEventSource,
  recordMovement,
  savePaymentCustomer,
  setProviderPayment,
} from "./orders.repository.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from "./payment-provider.ts";

/**
 * Orders and their payments (docs/domain/payments.md): a checkout writes a pending order, asks the
 * provider for a payment and answers its hosted page; the provider's webhook (an id, nothing else
 * trusted) and the reconciliation job fetch the payment and move the order, in one transaction with
 * what it pays for. What an order delivers is its kind's handler, registered by the module that sells
 * it (the payments module knows none of them).
 */

export interface OrderHandler {
  /**
   * Whether what the order pays for can still be delivered when its payment arrives (the pass not
   * taken meanwhile, the invoice still unpaid); when not, the payment is refunded and the buyer told.
   */
  canFulfil?(tx: Transaction, order: OrderRow): Promise<boolean>;
  /** In the transaction that marks the order paid: delivers what it pays for; the result is kept on the order. */
  fulfil(tx: Transaction, order: OrderRow): Promise<OrderResult>;
  /**
   * A payment that arrives after the order gave up (expired, canceled, failed): deliver it anyway
   * when that is still possible, else it is refunded (the default).
   */
  latePayment?(tx: Transaction, order: OrderRow): Promise<"fulfil" | "refund">;
  /** The payment failed, was canceled or expired: undo what the order held. */
  abandon?(tx: Transaction, order: OrderRow): Promise<void>;
  /** The money went back after it was paid (a refund, a chargeback): take back what it delivered. */
  refunded?(tx: Transaction, order: OrderRow): Promise<void>;
  /** Whether the buyer gets a receipt by mail when it is paid (default yes; a monthly debit's invoice is its own). */
  receipt?(order: OrderRow): boolean;
}

/** The provider's hosted page speaks the buyer's language. */
const PROVIDER_LOCALES: Record<DomainId, Record<Language, string>> = {
  fr: { fr: "fr_FR", nl: "nl_BE", en: "en_US" },
  nl: { fr: "fr_FR", nl: "nl_NL", en: "en_US" },
};

/** How long a payer has to pay before the order gives up (a payment after that is refunded). */
export const ORDER_TTL_MS = 30 * 60_000;

/** What an order sells and to whom: the part a checkout and a debit share. */
export interface OrderInput {
  kind: OrderKind;
  accountId: string | null;
  buyerMail: string;
  language: Language;
  domain: DomainId;
  /** The figures, from packages/contract's sales.ts: the server's only totals. */
  sale: SaleTotal;
  /** Each sale line's label in every language, in the sale's order. */
  labels: Record<Language, string>[];
  description: Record<Language, string>;
  payload: Record<string, unknown>;
}

export interface CheckoutInput extends OrderInput {
  /** The site origin the buyer came from: the provider sends them back to its order page there. */
  origin: string;
  /** Where the customer goes once paid (a path after the language); null for a guest. */
  nextPath: string | null;
  /** A first payment that sets up a mandate for the monthly debits (needs an account). */
  mandate?: { customerName: string };
  ttlMs?: number;
}

export interface DebitInput extends OrderInput {
  accountId: string;
  customerId: string;
  mandateId: string;
  /** Unique per debit (the invoice's number): a second attempt reaches the same payment. */
  reference: string;
}

export interface Payments {
  readonly provider: PaymentProvider | null;
  handle(kind: OrderKind, handler: OrderHandler): void;
  /** A pending order and the provider's page to pay it; an order of 0 € is settled at once. */
  checkout(input: CheckoutInput): Promise<CheckoutResponse>;
  /** A recurring debit on a mandate (no payer present): its order, pending until the provider settles it. */
  debit(input: DebitInput): Promise<OrderRow>;
  /** Fetches the payment from the provider and moves its order; what the webhook and the job do. */
  sync(providerPaymentId: string, source: OrderEventSource): Promise<OrderRow | undefined>;
  /** Gives up on a pending order past its time (the reconciliation job, after a last look at the provider). */
  expire(order: OrderRow): Promise<OrderRow | undefined>;
  /**
   * Cancels the account's pending orders of `kind` (for the same thing: `sameFor` picks them): a new
   * attempt replaces them, and a payment still made on one of them is refunded as a late one.
   */
  cancelPending(accountId: string, kind: OrderKind, sameFor?: (order: OrderRow) => boolean): Promise<number>;
  /**
   * The account's customer at the provider, made by its first mandate payment; undefined before.
   * Read in `tx` when given (a caller inside a transaction never waits on a second connection).
   */
  customerOf(accountId: string, tx?: Transaction): Promise<string | undefined>;
  /**
   * Gives back through the provider what a paid order took (a cancelled booking), in the caller's
   * transaction under the order's lock: a `refund` movement, the order refunded. `key` makes a second
   * attempt the same refund. Answers the cents given back (0: nothing was left to refund).
   */
  refundOrder(tx: Transaction, orderId: string, key: string): Promise<number>;
}

function unavailable(error: unknown): AppError {
  return new AppError("PAYMENT_UNAVAILABLE", {
    detail: error instanceof Error ? error.message : String(error),
    headers: { "retry-after": "30" },
  });
}

function lines(sale: SaleTotal, labels: Record<Language, string>[]): OrderLineRecord[] {
  return sale.lines.map((line, index) => {
    const label = labels[index];
    if (!label) {
      throw new Error(`the sale line ${line.item} has no label`);
    }
    return { ...line, label };
  });
}

/** The row of a new order: what is sold, its figures from the contract, who buys it. */
function orderRowOf(input: OrderInput, timing: { nextPath: string | null; expiresAt: Date }): NewOrderRow {
  return {
    accountId: input.accountId,
    buyerMail: input.buyerMail,
    language: input.language,
    domain: input.domain,
    kind: input.kind,
    description: input.description,
    lines: lines(input.sale, input.labels),
    totalCents: input.sale.totalCents,
    vatRateBasisPoints: input.sale.vatRateBasisPoints,
    vatCents: input.sale.vatCents,
    payload: input.payload,
    ...timing,
  };
}

/** Where an order stands once the provider says `status` (undefined: it stays as it is). */
function settledStatus(status: ProviderPaymentStatus): OrderStatus | undefined {
  switch (status) {
    case "paid":
      return "paid";
    case "failed":
    case "canceled":
    case "expired":
      return status;
    default:
      return undefined;
  }
}

export function createPayments(options: {
  db: Database;
  provider: PaymentProvider | null;
  /** Where the provider posts its webhook (built when first needed: the server may listen later). */
  webhookUrl: () => string;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  clock?: () => Date;
}): Payments {
  const { db, provider, log } = options;
  const clock = options.clock ?? (() => new Date());
  const handlers = new Map<OrderKind, OrderHandler>();

  const handlerOf = (kind: OrderKind): OrderHandler => {
    const handler = handlers.get(kind);
    if (!handler) {
      throw new Error(`no handler for orders of kind ${kind}`);
    }
    return handler;
  };
  const requireProvider = (): PaymentProvider => {
    if (!provider) {
      throw new AppError("PAYMENT_UNAVAILABLE", { detail: "No payment provider is configured." });
    }
    return provider;
  };

  async function markPaid(
    tx: Transaction,
    order: OrderRow,
    source: OrderEventSource,
    payment: ProviderPayment | null,
  ) {
    const handler = handlerOf(order.kind);
    const result = await handler.fulfil(tx, order);
    const paid = await moveOrder(
      tx,
      order,
      "paid",
      { source, providerStatus: payment?.status ?? null },
      { paidAt: payment?.paidAt ? new Date(payment.paidAt) : clock(), result },
    );
    if (handler.receipt?.(paid) ?? true) {
      await queueReceiptMail(tx, paid);
    }
    return paid;
  }

  /** The provider took the order's payment: the order names it, the ledger holds it. */
  async function takePayment(order: OrderRow, payment: ProviderPayment) {
    await setProviderPayment(db, order.id, {
      providerPaymentId: payment.id,
      checkoutUrl: payment.checkoutUrl,
    });
    await recordMovement(db, {
      kind: payment.sequenceType === "recurring" ? "recurring_debit" : "payment",
      providerId: payment.id,
      orderId: order.id,
      accountId: order.accountId,
      invoiceId: typeof order.payload.invoiceId === "string" ? order.payload.invoiceId : null,
      amountCents: payment.amountCents,
      status: payment.status,
    });
  }

  /** The customer's provider customer, made on their first mandate payment. */
  async function customerOf(accountId: string, name: string, mail: string, locale: string): Promise<string> {
    const known = await findPaymentCustomer(db, accountId);
    if (known) {
      return known;
    }
    const created = await requireProvider().createCustomer({ name, mail, locale }, `customer-${accountId}`);
    return savePaymentCustomer(db, accountId, created.id);
  }

  async function refundLate(
    tx: Transaction,
    order: OrderRow,
    payment: ProviderPayment,
    source: OrderEventSource,
  ) {
    const amountCents = payment.amountCents - payment.amountRefundedCents;
    if (amountCents > 0) {
      // Under the order's lock; the key makes a second attempt (a webhook after a failed commit) the same refund.
      const refund = await requireProvider().refund(
        payment.id,
        { amountCents, description: `Refund ${order.id}` },
        `late-refund-${order.id}`,
      );
      await recordMovement(tx, {
        kind: "refund",
        providerId: refund.id,
        providerPaymentId: payment.id,
        orderId: order.id,
        accountId: order.accountId,
        amountCents: refund.amountCents,
        status: refund.status,
      });
    }
    const refunded = await moveOrder(
      tx,
      order,
      "refunded",
      { source, providerStatus: payment.status },
      { paidAt: payment.paidAt ? new Date(payment.paidAt) : clock(), refundedCents: order.totalCents },
    );
    await queueLateRefundMail(tx, order, payment.amountCents);
    return refunded;
  }

  /** The order's transition for what the provider says now: each status is acted on once, in any order. */
  async function apply(tx: Transaction, order: OrderRow, payment: ProviderPayment, source: OrderEventSource) {
    await recordMovement(tx, {
      kind: payment.sequenceType === "recurring" ? "recurring_debit" : "payment",
      providerId: payment.id,
      orderId: order.id,
      accountId: order.accountId,
      invoiceId: typeof order.payload.invoiceId === "string" ? order.payload.invoiceId : null,
      amountCents: payment.amountCents,
      status: payment.status,
    });
    const handler = handlerOf(order.kind);
    const target = settledStatus(payment.status);
    let current = order;
    if (target === "paid") {
      if (current.status === "pending") {
        const deliverable = handler.canFulfil ? await handler.canFulfil(tx, current) : true;
        current = deliverable
          ? await markPaid(tx, current, source, payment)
          : await refundLate(tx, current, payment, source);
      } else if (
        current.status === "failed" ||
        current.status === "canceled" ||
        current.status === "expired"
      ) {
        const choice =
          handler.latePayment && (!handler.canFulfil || (await handler.canFulfil(tx, current)))
            ? await handler.latePayment(tx, current)
            : "refund";
        current =
          choice === "fulfil"
            ? await markPaid(tx, current, source, payment)
            : await refundLate(tx, current, payment, source);
      }
    } else if (target && current.status === "pending") {
      current = await moveOrder(tx, current, target, { source, providerStatus: payment.status });
      await handler.abandon?.(tx, current);
    }
    // Money taken back at the provider (a refund from its dashboard, a chargeback) after the order was paid.
    const takenBack = payment.amountRefundedCents + payment.amountChargedBackCents;
    if (current.status === "paid" && takenBack > current.refundedCents) {
      if (payment.amountChargedBackCents > 0) {
        await recordMovement(tx, {
          kind: "chargeback",
          providerId: `${payment.id}:chargeback`,
          providerPaymentId: payment.id,
          orderId: order.id,
          accountId: order.accountId,
          amountCents: payment.amountChargedBackCents,
          status: "charged_back",
        });
      }
      const refundedCents = Math.min(takenBack, current.totalCents);
      if (refundedCents >= current.totalCents) {
        current = await moveOrder(
          tx,
          current,
          "refunded",
          { source, providerStatus: payment.status },
          { refundedCents },
        );
        await handler.refunded?.(tx, current);
      }
    }
    return current;
  }

  return {
    provider,
    handle(kind, handler) {
      handlers.set(kind, handler);
    },

    async checkout(input) {
      handlerOf(input.kind);
      const now = clock();
      const order = await db.transaction(async (tx) => {
        const created = await insertOrder(
          tx,
          orderRowOf(input, {
            nextPath: input.nextPath,
            expiresAt: new Date(now.getTime() + (input.ttlMs ?? ORDER_TTL_MS)),
          }),
          "api",
        );
        // Nothing to pay (every seat on a pass, say): settled now, no provider involved.
        return created.totalCents === 0 ? markPaid(tx, created, "api", null) : created;
      });
      if (order.status !== "pending") {
        return { orderId: order.id, checkoutUrl: null };
      }
      const locale = PROVIDER_LOCALES[input.domain][input.language];
      try {
        const customerId =
          input.mandate && input.accountId
            ? await customerOf(input.accountId, input.mandate.customerName, input.buyerMail, locale)
            : undefined;
        const payment = await requireProvider().createPayment(
          {
            amountCents: order.totalCents,
            description: input.description[input.language].slice(0, 255),
            redirectUrl: `${input.origin}/${input.language}/orders/${order.id}`,
            webhookUrl: options.webhookUrl(),
            locale,
            metadata: { orderId: order.id, kind: order.kind },
            sequenceType: input.mandate ? "first" : "oneoff",
            ...(customerId ? { customerId } : {}),
          },
          `order-${order.id}`,
        );
        await takePayment(order, payment);
        return { orderId: order.id, checkoutUrl: payment.checkoutUrl };
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          log.warn({ err: error, orderId: order.id }, "the payment provider refused a checkout");
          await deleteUnpaidOrder(db, order.id);
          throw unavailable(error);
        }
        await deleteUnpaidOrder(db, order.id).catch(() => undefined);
        throw error;
      }
    },

    async debit(input) {
      handlerOf(input.kind);
      const order = await db.transaction((tx) =>
        insertOrder(
          tx,
          // A SEPA debit settles in days: the order waits for the provider, never for a payer.
          orderRowOf(input, {
            nextPath: null,
            expiresAt: new Date(clock().getTime() + 14 * 24 * 60 * 60_000),
          }),
          "billing",
        ),
      );
      try {
        const payment = await requireProvider().createRecurringPayment(
          {
            customerId: input.customerId,
            mandateId: input.mandateId,
            amountCents: order.totalCents,
            description: input.description[input.language].slice(0, 255),
            webhookUrl: options.webhookUrl(),
            metadata: { orderId: order.id, kind: order.kind },
          },
          `debit-${input.reference}`,
        );
        await takePayment(order, payment);
        return { ...order, providerPaymentId: payment.id };
      } catch (error) {
        await deleteUnpaidOrder(db, order.id).catch(() => undefined);
        throw error instanceof PaymentProviderError ? unavailable(error) : error;
      }
    },

    async sync(providerPaymentId, source) {
      let payment: ProviderPayment;
      try {
        payment = await requireProvider().getPayment(providerPaymentId);
      } catch (error) {
        if (error instanceof PaymentProviderError && error.status === 404) {
          // Not a payment of ours (a forged or foreign id): nothing to do.
          return undefined;
        }
        throw error instanceof PaymentProviderError ? unavailable(error) : error;
      }
      try {
        return await db.transaction(async (tx) => {
          const order = await lockOrderOfPayment(tx, payment.id);
          return order ? apply(tx, order, payment, source) : undefined;
        });
      } catch (error) {
        throw error instanceof PaymentProviderError ? unavailable(error) : error;
      }
    },

    customerOf: (accountId, tx) => findPaymentCustomer(tx ?? db, accountId),

    async refundOrder(tx, orderId, key) {
      const order = await lockOrder(tx, orderId);
      if (order?.status !== "paid" || !order.providerPaymentId) {
        return 0;
      }
      const amountCents = order.totalCents - order.refundedCents;
      if (amountCents <= 0) {
        return 0;
      }
      try {
        const refund = await requireProvider().refund(
          order.providerPaymentId,
          { amountCents, description: `Refund ${order.id}` },
          key,
        );
        await recordMovement(tx, {
          kind: "refund",
          providerId: refund.id,
          providerPaymentId: order.providerPaymentId,
          orderId: order.id,
          accountId: order.accountId,
          amountCents: refund.amountCents,
          status: refund.status,
        });
      } catch (error) {
        throw error instanceof PaymentProviderError ? unavailable(error) : error;
      }
      await moveOrder(
        tx,
        order,
        "refunded",
        { source: "api", providerStatus: null },
        { refundedCents: order.totalCents },
      );
      return amountCents;
    },

    async cancelPending(accountId, kind, sameFor = () => true) {
      const pending = await listPendingOrdersOf(db, accountId, kind);
      let canceled = 0;
      for (const order of pending.filter(sameFor)) {
        await db.transaction(async (tx) => {
          const current = await lockOrder(tx, order.id);
          if (current?.status === "pending") {
            await moveOrder(tx, current, "canceled", { source: "api", providerStatus: null });
            await handlerOf(kind).abandon?.(tx, current);
            canceled++;
          }
        });
      }
      return canceled;
    },

    async expire(order) {
      return db.transaction(async (tx) => {
        const current = await lockOrder(tx, order.id);
        if (current?.status !== "pending") {
          return current;
        }
        const expired = await moveOrder(tx, current, "expired", {
          source: "reconciliation",
          providerStatus: null,
        });
        await handlerOf(current.kind).abandon?.(tx, expired);
        return expired;
      });
    },
  };
}
