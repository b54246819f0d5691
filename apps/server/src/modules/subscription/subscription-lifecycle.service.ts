import {
  advanceSubscription,
  type Language,
  type PassAddOn,
  type PassPerson,
  type PassType,
  planChangeExecutionDate,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract";
import type { Transaction } from "../../db/client.ts";
import { type SubscriptionRow, subscriptionModelOf } from "../../db/schema/index.ts";
import { type CollectPayment, invoiceNumberOf, settleSubscription } from "./subscription.billing.ts";
import {
  findCurrentSubscription,
  insertAudit,
  insertInvoice,
  lockSubscriptionForBilling,
  setPassPlan,
  updateSubscriptionModel,
  writeAccountSubscriptionState,
} from "./subscription.repository.ts";
import { PLAN_LABELS } from "./subscription-texts.ts";

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

/** The account's pass that has not ended, locked, with its model on `today`; undefined without one. */
export async function lockLivePass(tx: Transaction, accountId: string, today: string) {
  const row = await findCurrentSubscription(tx, accountId, { lock: true });
  if (!row || row.status === "canceled") {
    return undefined;
  }
  const model = advanceSubscription(subscriptionModelOf(row), today);
  return { row, model, state: subscriptionStateOf(model, today) };
}

export interface PlanChange {
  plan: PassType;
  addOns: PassAddOn[];
  people: PassPerson[];
  actor: string;
  today: string;
  language: Language;
}

/** An upgrade its charge paid: the new plan in force at once (its card, its people, the account's state). */
export async function applyUpgrade(
  tx: Transaction,
  row: SubscriptionRow,
  model: SubscriptionModel,
  change: PlanChange,
) {
  const next: SubscriptionModel = { ...model, plan: change.plan, addOns: change.addOns, planChange: null };
  await updateSubscriptionModel(tx, row, next);
  await setPassPlan(tx, row, {
    type: change.plan,
    label: PLAN_LABELS[change.language][change.plan],
    people: change.people,
  });
  await insertAudit(tx, {
    subscriptionId: row.id,
    actor: change.actor,
    action: "upgrade",
    before: model,
    after: next,
  });
  await writeAccountSubscriptionState(tx, row.accountId, subscriptionStateOf(next, change.today));
}

/**
 * A cheaper (or equal) plan: scheduled for the commitment's end, or the next billing date once out of
 * it (SPEC 4 pending plan change, which the customer may still cancel); answers its day.
 */
export async function schedulePlanChange(
  tx: Transaction,
  row: SubscriptionRow,
  model: SubscriptionModel,
  change: PlanChange,
): Promise<string> {
  const executionDate = planChangeExecutionDate(model, change.today);
  const next: SubscriptionModel = {
    ...model,
    planChange: { plan: change.plan, addOns: change.addOns, executionDate },
  };
  await updateSubscriptionModel(tx, row, next);
  await insertAudit(tx, {
    subscriptionId: row.id,
    actor: change.actor,
    action: "planChange",
    before: model,
    after: next,
  });
  await writeAccountSubscriptionState(tx, row.accountId, subscriptionStateOf(next, change.today));
  return executionDate;
}
