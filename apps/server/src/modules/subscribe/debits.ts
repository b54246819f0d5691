import { invoiceSale, LANGUAGES, type Language } from "@cinelux/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type PeriodicJob, startPeriodicJob } from "../../lib/periodic-job.ts";
import type { Payments } from "../payments/payments.service.ts";
import { type CollectPayment, chainDay } from "../subscription/subscription.billing.ts";
import { settleSubscriptionById } from "../subscription/subscription-lifecycle.service.ts";
import type { InvoiceOrderPayload } from "./invoice-order.ts";
import {
  claimInvoiceAwaitingDebit,
  findAccountRow,
  releaseDebitClaim,
  setInvoicePayment,
} from "./subscribe.repository.ts";

/**
 * The monthly debits (docs/domain/payments.md "Monthly debits"): the billing job issues an invoice
 * "debit" for an account that set up a mandate with its first payment (else unpaid, for the customer
 * to pay by card); this job then asks the provider to debit it. The provider's answer comes by
 * webhook: paid, the invoice is confirmed; failed (a bounce), it turns unpaid and so does the pass.
 * Several processes run it at once: each invoice is claimed by one of them (a lease on its row), so
 * the provider is asked once per invoice; its idempotency key (the invoice's number) backs that up.
 */
export function debitCollector(payments: Payments): CollectPayment {
  return async (invoice, tx) =>
    payments.provider && (await payments.customerOf(invoice.accountId, tx)) ? "debit" : "unpaid";
}

const INVOICE_LABEL: Record<Language, (number: string) => string> = {
  fr: (number) => `Facture ${number} (prélèvement)`,
  nl: (number) => `Factuur ${number} (incasso)`,
  en: (number) => `Invoice ${number} (direct debit)`,
};

/** Debits submitted per run: a month's invoices go out over a few runs. */
const BATCH = 200;
/**
 * How long a claimed invoice stays its process's: far longer than the two provider calls it makes
 * (10 s each at most, mollie-rest-provider.ts), so it never ends while the process works on it, and
 * short enough that an invoice whose process died is submitted again by a run a few minutes later.
 */
export const DEBIT_LEASE_SECONDS = 5 * 60;
export const DEBIT_INTERVAL_MS = 15 * 60_000;

export interface DebitRunResult {
  submitted: number;
  /** No valid mandate left (revoked): unpaid, for the customer to pay by card. */
  unpaid: number;
  failed: number;
}

export async function submitDebits(
  db: Database,
  payments: Payments,
  options: { now: Date; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<DebitRunResult> {
  const result: DebitRunResult = { submitted: 0, unpaid: 0, failed: 0 };
  const provider = payments.provider;
  if (!provider) {
    return result;
  }
  // One invoice claimed at a time: a lease covers one invoice's calls, never a whole batch's.
  for (let taken = 0; taken < BATCH; taken++) {
    const claimed = await claimInvoiceAwaitingDebit(db, {
      now: options.now,
      leaseSeconds: DEBIT_LEASE_SECONDS,
    });
    if (!claimed) {
      break;
    }
    const { invoice, domain } = claimed;
    try {
      const customerId = await payments.customerOf(invoice.accountId);
      const mandates = customerId ? await provider.listMandates(customerId) : [];
      const mandate = mandates.find((candidate) => candidate.status === "valid");
      const account = await findAccountRow(db, invoice.accountId);
      if (!customerId || !mandate || !account) {
        await db.transaction(async (tx) => {
          await setInvoicePayment(tx, invoice.id, { status: "unpaid", paidAt: null, extractedToNib: false });
          await releaseDebitClaim(tx, invoice.id);
          await settleSubscriptionById(tx, invoice.subscriptionId, {
            today: chainDay(options.now),
            collect: debitCollector(payments),
          });
        });
        result.unpaid++;
        continue;
      }
      const label = Object.fromEntries(
        LANGUAGES.map((language) => [language, INVOICE_LABEL[language](invoice.number)]),
      ) as Record<Language, string>;
      const payload: InvoiceOrderPayload = {
        invoiceId: invoice.id,
        subscriptionId: invoice.subscriptionId,
        debit: true,
      };
      await payments.debit({
        kind: "invoice",
        accountId: invoice.accountId,
        buyerMail: account.mail,
        language: account.language as Language,
        domain,
        sale: invoiceSale(invoice.number, invoice.amountCents, domain),
        labels: [label],
        description: label,
        payload,
        customerId,
        mandateId: mandate.id,
        reference: invoice.number,
      });
      // The debit order now names the provider's payment: that keeps the invoice from being listed again.
      await releaseDebitClaim(db, invoice.id);
      result.submitted++;
    } catch (err) {
      // The lease stays: no process tries again before it ends (this run goes on with the next
      // invoice); a later run does, and the provider's idempotency key makes it the same debit.
      result.failed++;
      options.log.warn({ err, invoice: invoice.number }, "a debit could not be submitted");
    }
  }
  return result;
}

export function startDebitJob(options: {
  db: Database;
  payments: Payments;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  clock?: () => Date;
}): PeriodicJob<DebitRunResult> {
  const clock = options.clock ?? (() => new Date());
  return startPeriodicJob({
    run: async () => {
      const result = await submitDebits(options.db, options.payments, { now: clock(), log: options.log });
      if (result.submitted + result.unpaid > 0) {
        options.log.info({ debits: result }, "debits submitted");
      }
      return result;
    },
    onError: (err) => options.log.error({ err }, "submitting the debits failed"),
    intervalMs: DEBIT_INTERVAL_MS,
    firstRunMs: 90_000,
  });
}
