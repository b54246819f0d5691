import {
  addMonths,
  advanceSubscription,
  type InvoicePeriod,
  invoicePeriodsDue,
  type SubscriptionModel,
  subscriptionStateOf,
} from "@cinelux/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Transaction } from "../../db/client.ts";
import { type SubscriptionRow, subscriptionModelOf, subscriptionRowOf } from "../../db/schema/index.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";
import {
  attachSupplementsToInvoice,
  countUnpaidInvoices,
  hasOtherLiveSubscription,
  type InvoiceRecord,
  insertAudit,
  insertInvoice,
  lastPeriodEndOf,
  listBillableSubscriptionIds,
  lockSubscriptionForBilling,
  setInvoiceAmount,
  updateSubscriptionModel,
  writeAccountSubscriptionState,
} from "./subscription.repository.ts";

/**
 * The subscription billing job (docs/domain/subscription.md "Billing job"): per subscription, in one
 * transaction on its locked row, it issues the invoices of the periods due (`invoicePeriodsDue`,
 * with the previous period's supplements under debit invoicing), collects them, turns the pass
 * unpaid while an invoice is unpaid (and active again once none is), stores what is due
 * (`advanceSubscription`) and rewrites the account's `subscription_state`. Every change has its
 * audit row (actor "billing"). The clock is injected: tests move time month by month.
 */

/** The chain's calendar day of an instant (every cinema is in one time zone). */
export function chainDay(now: Date): string {
  return localDateOf(now);
}

/**
 * How one invoice is collected as it is issued: already paid, left unpaid (the customer pays it by
 * card from the site), or debited on the customer's mandate — then it reads paid and sent to the
 * bank (`extractedToNib`) until the provider says otherwise (modules/subscribe, the debit job).
 */
export type CollectOutcome = "paid" | "unpaid" | "debit";

export type CollectPayment = (
  invoice: {
    accountId: string;
    subscriptionId: string;
    number: string;
    amountCents: number;
    periodStart: string;
  },
  /** The billing transaction: whatever the collector reads, it reads there. */
  tx: Transaction,
) => CollectOutcome | Promise<CollectOutcome>;

/** Without a payment layer nothing collects an invoice: it waits, unpaid, for the customer. */
export const NOTHING_COLLECTS: CollectPayment = () => "unpaid";

export interface BillingOptions {
  clock: () => Date;
  collect: CollectPayment;
}

export const DEFAULT_BILLING: BillingOptions = { clock: () => new Date(), collect: NOTHING_COLLECTS };

/**
 * The invoice number (SPEC 3 invoice name), unique across the chain: the domain, the period's month
 * and the subscription's sequence, as the seed writes them ("FR-2026-03-000001"); a period starting
 * off the billing day (a first pro rata month, a resume) carries its full date.
 */
export function invoiceNumberOf(
  row: Pick<SubscriptionRow, "domain" | "subscriptionNumber" | "billingDay">,
  periodStart: string,
): string {
  const sequence = row.subscriptionNumber.replace(/\D/g, "").slice(-6).padStart(6, "0");
  const onCycle = Number(periodStart.slice(8, 10)) === row.billingDay;
  const when = onCycle ? periodStart.slice(0, 7) : periodStart;
  return `${row.domain.toUpperCase()}-${when}-${sequence}`;
}

/** Issues one period's invoice (collected at once); undefined when that period was already invoiced. */
export async function issueInvoice(
  tx: Transaction,
  row: SubscriptionRow,
  model: SubscriptionModel,
  period: InvoicePeriod,
  options: { today: string; collect: CollectPayment },
): Promise<InvoiceRecord | undefined> {
  const number = invoiceNumberOf(row, period.periodStart);
  const outcome = await options.collect(
    {
      accountId: row.accountId,
      subscriptionId: row.id,
      number,
      amountCents: period.amountCents,
      periodStart: period.periodStart,
    },
    tx,
  );
  const invoice = await insertInvoice(tx, {
    accountId: row.accountId,
    subscriptionId: row.id,
    number,
    periodStart: period.periodStart,
    periodEnd: period.periodEnd,
    amountCents: period.amountCents,
    status: outcome === "unpaid" ? "unpaid" : "paid",
    extractedToNib: outcome !== "unpaid",
    // Issued on its first day (a late run back-dates nothing: that day is when it was due).
    issuedOn: period.periodStart,
    // A debit is paid once the provider says so.
    paidAt: outcome === "paid" ? new Date() : null,
  });
  if (invoice && model.debitInvoiceEnabled) {
    // Debit invoicing: the previous month's supplements not billed yet ride on this invoice.
    const grouped = await attachSupplementsToInvoice(tx, {
      subscriptionId: row.id,
      invoiceId: invoice.id,
      from: addMonths(period.periodStart, -1),
      to: period.periodStart,
    });
    if (grouped > 0) {
      await setInvoiceAmount(tx, invoice.id, invoice.amountCents + grouped);
      return { ...invoice, amountCents: invoice.amountCents + grouped };
    }
  }
  return invoice;
}

function sameModel(a: SubscriptionModel, b: SubscriptionModel): boolean {
  return JSON.stringify(subscriptionRowOf(a)) === JSON.stringify(subscriptionRowOf(b));
}

export interface SettleResult {
  /** The row as it now stands (status and scheduled changes applied). */
  row: SubscriptionRow;
  model: SubscriptionModel;
  invoicesIssued: number;
  changed: boolean;
}

/**
 * Brings one locked subscription up to `today`: invoices due, unpaid status, what is due applied,
 * the account's state rewritten. Idempotent (a second call the same day changes nothing). The
 * routes call it too before an action, so an action never acts on a state the job has not caught up.
 */
export async function settleSubscription(
  tx: Transaction,
  row: SubscriptionRow,
  options: { today: string; collect: CollectPayment },
): Promise<SettleResult> {
  const { today } = options;
  const stored = subscriptionModelOf(row);
  // Billing reads the stored model: its pause and cancellation shape the periods (a paused month is
  // never billed), before advanceSubscription drops a pause that has ended.
  const due = invoicePeriodsDue(stored, await lastPeriodEndOf(tx, row.id), today);
  let invoicesIssued = 0;
  for (const period of due) {
    const invoice = await issueInvoice(tx, row, stored, period, options);
    if (invoice) {
      invoicesIssued++;
      await insertAudit(tx, {
        subscriptionId: row.id,
        actor: "billing",
        action: `invoice:${invoice.number}:${invoice.status}`,
        before: null,
        after: stored,
      });
    }
  }
  let model = advanceSubscription(stored, today);
  const unpaid = await countUnpaidInvoices(tx, row.id);
  if (unpaid > 0 && model.status === "active") {
    model = { ...model, status: "unpaid" };
  } else if (unpaid === 0 && model.status === "unpaid") {
    model = { ...model, status: "active" };
  }
  const changed = !sameModel(stored, model);
  if (changed) {
    await updateSubscriptionModel(tx, row, model);
    await insertAudit(tx, {
      subscriptionId: row.id,
      actor: "billing",
      action: model.status !== stored.status ? `status:${model.status}` : "advance",
      before: stored,
      after: model,
    });
  }
  // The account shows its current pass: an ended one billed for its last days leaves a newer one's state alone.
  if (model.status !== "canceled" || !(await hasOtherLiveSubscription(tx, row.accountId, row.id))) {
    await writeAccountSubscriptionState(tx, row.accountId, subscriptionStateOf(model, today));
  }
  return {
    row: { ...row, ...subscriptionRowOf(model) },
    model,
    invoicesIssued,
    changed,
  };
}

export interface BillingRunResult {
  subscriptions: number;
  invoicesIssued: number;
  changed: number;
  /** Locked by another process this time (it bills them). */
  skipped: number;
}

/**
 * One pass over every billable subscription, each in its own short transaction on its row locked
 * with SKIP LOCKED: several processes share the work, none bills a period twice (the unique
 * subscription + period index backs that up).
 */
export async function runBilling(
  db: Database,
  options: { today: string; collect: CollectPayment },
): Promise<BillingRunResult> {
  const result: BillingRunResult = { subscriptions: 0, invoicesIssued: 0, changed: 0, skipped: 0 };
  for (const id of await listBillableSubscriptionIds(db, options.today)) {
    const settled = await db.transaction(async (tx) => {
      const row = await lockSubscriptionForBilling(tx, id);
      return row ? settleSubscription(tx, row, options) : undefined;
    });
    if (!settled) {
      result.skipped++;
      continue;
    }
    result.subscriptions++;
    result.invoicesIssued += settled.invoicesIssued;
    result.changed += settled.changed ? 1 : 0;
  }
  return result;
}

/** Hourly: the day's work is done in the first run after midnight; later runs of the day find nothing. */
export const BILLING_INTERVAL_MS = 60 * 60_000;
/** The first run, a little after start (not during it: the cold start stays light). */
export const BILLING_FIRST_RUN_MS = 60_000;

export interface BillingJob {
  /** Stops the timers and waits for a run under way. */
  stop(): Promise<void>;
  /** Runs now (also what each tick does); a run already under way is joined, not doubled. */
  runOnce(): Promise<BillingRunResult>;
}

/**
 * Starts the billing job: timers unref'd (they never keep the process alive), one run at a time in
 * the process, several processes safe (row locks, unique invoice periods).
 */
export function startBillingJob(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  billing?: Partial<BillingOptions>;
  intervalMs?: number;
  firstRunMs?: number;
}): BillingJob {
  const { db, log } = options;
  const billing = { ...DEFAULT_BILLING, ...options.billing };
  return startPeriodicJob({
    run: () =>
      runBilling(db, { today: chainDay(billing.clock()), collect: billing.collect }).then((result) => {
        if (result.invoicesIssued > 0 || result.changed > 0) {
          log.info({ billing: result }, "subscriptions billed");
        }
        return result;
      }),
    onError: (err) => {
      log.error({ err }, "subscription billing failed");
    },
    intervalMs: options.intervalMs ?? BILLING_INTERVAL_MS,
    firstRunMs: options.firstRunMs ?? BILLING_FIRST_RUN_MS,
  });
}
