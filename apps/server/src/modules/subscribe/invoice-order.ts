import type { Transaction } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import type { OrderHandler } from "../payments/payments.service.ts";
import { type CollectPayment, chainDay } from "../subscription/subscription.billing.ts";
import { settleSubscriptionById } from "../subscription/subscription-lifecycle.service.ts";
import { lockInvoice, setInvoicePayment } from "./subscribe.repository.ts";

/** What an invoice order pays (the order's payload): by card from the site, or a monthly debit. */
export interface InvoiceOrderPayload {
  [key: string]: unknown;
  invoiceId: string;
  subscriptionId: string;
  /** A debit on the mandate, made by the billing job; absent: the customer paid by card. */
  debit?: boolean;
}

/**
 * The pass follows its invoices, in the same transaction: active once none is unpaid, unpaid while
 * one is (and what the billing job has not caught up yet is billed as it would bill it).
 */
async function settlePass(tx: Transaction, subscriptionId: string, now: Date, collect: CollectPayment) {
  await settleSubscriptionById(tx, subscriptionId, { today: chainDay(now), collect });
}

/**
 * The invoice order's handler (docs/domain/payments.md "Invoices"): paid, the invoice turns paid and
 * the pass active again the same minute; a debit that bounces turns its invoice unpaid and the pass
 * unpaid (SPEC 4's unpaid alert). A payment for an invoice paid meanwhile is refunded.
 */
export function invoiceOrderHandler(options: { collect: CollectPayment; clock?: () => Date }): OrderHandler {
  const clock = options.clock ?? (() => new Date());
  const payloadOf = (order: OrderRow) => order.payload as InvoiceOrderPayload;
  return {
    async canFulfil(tx, order) {
      const payload = payloadOf(order);
      const invoice = await lockInvoice(tx, payload.invoiceId);
      // A debit's invoice reads paid while the bank collects it; a card payment needs it unpaid.
      return invoice !== undefined && (payload.debit === true || invoice.status === "unpaid");
    },
    async fulfil(tx, order) {
      const payload = payloadOf(order);
      const now = clock();
      await setInvoicePayment(tx, payload.invoiceId, {
        status: "paid",
        paidAt: now,
        extractedToNib: payload.debit === true,
      });
      await settlePass(tx, payload.subscriptionId, now, options.collect);
      return { invoiceId: payload.invoiceId };
    },
    latePayment: async () => "fulfil",
    async abandon(tx, order) {
      const payload = payloadOf(order);
      if (payload.debit) {
        // The bank refused the debit: the invoice is unpaid until the customer pays it by card.
        await setInvoicePayment(tx, payload.invoiceId, {
          status: "unpaid",
          paidAt: null,
          extractedToNib: false,
        });
        await settlePass(tx, payload.subscriptionId, clock(), options.collect);
      }
    },
    async refunded(tx, order) {
      const payload = payloadOf(order);
      await setInvoicePayment(tx, payload.invoiceId, {
        status: "unpaid",
        paidAt: null,
        extractedToNib: false,
      });
      await settlePass(tx, payload.subscriptionId, clock(), options.collect);
    },
    // A debit's receipt is the invoice itself (in the customer area); a card payment gets one by mail.
    receipt: (order) => payloadOf(order).debit !== true,
  };
}
