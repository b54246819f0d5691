import { type SubscriptionModel, subscriptionStateOf } from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { type SubscriptionRow, subscriptionModelOf } from "../../db/schema/index.ts";
import { type CollectPayment, invoiceNumberOf, settleSubscription } from "./subscription.billing.ts";
import {
  insertAudit,
  insertInvoice,
  lockSubscriptionForBilling,
  writeAccountSubscriptionState,
} from "./subscription.repository.ts";

/**
 * What the payment side does to a subscription (docs/domain/payments.md): start one that its first
 * payment paid, settle one whose invoice was paid or bounced, end one whose first payment came back.
 */

/** A pass its first payment paid: its audit, its first month's invoice (paid by that payment), the account's state. */
export async function recordSubscriptionStart(
  tx: Transaction,
  start: {
    row: SubscriptionRow;
    model: SubscriptionModel;
    actor: string;
    today: string;
    paidAt: Date;
    firstPeriodEnd: string;
    amountCents: number;
  },
): Promise<void> {
  const { row, model, today } = start;
  await insertAudit(tx, {
    subscriptionId: row.id,
    actor: start.actor,
    action: "create",
    before: null,
    after: model,
  });
  await insertInvoice(tx, {
    accountId: row.accountId,
    subscriptionId: row.id,
    number: invoiceNumberOf(row, today),
    periodStart: today,
    periodEnd: start.firstPeriodEnd,
    amountCents: start.amountCents,
    status: "paid",
    // Paid by card (or the bank's first payment) through the provider, not by the bank's file.
    extractedToNib: false,
    issuedOn: today,
    paidAt: start.paidAt,
  });
  await writeAccountSubscriptionState(tx, row.accountId, subscriptionStateOf(model, today));
}

/** Brings a subscription up to `today` after one of its invoices changed (paid, bounced): its status follows. */
export async function settleSubscriptionById(
  tx: Transaction,
  subscriptionId: string,
  options: { today: string; collect: CollectPayment },
): Promise<void> {
  const row = await lockSubscriptionForBilling(tx, subscriptionId);
  if (row) {
    await settleSubscription(tx, row, options);
  }
}

/** The account shows the state of a subscription that just changed outside the billing job. */
export async function rewriteAccountState(
  tx: Transaction,
  row: SubscriptionRow,
  today: string,
): Promise<void> {
  await writeAccountSubscriptionState(
    tx,
    row.accountId,
    subscriptionStateOf(subscriptionModelOf(row), today),
  );
}
