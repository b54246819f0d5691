import type { Database } from "../../../db/client.ts";
import {
  CHECKOUT_LIFETIME_MS,
  CHECKOUT_METHODS,
  type CheckoutMethod,
  type PaymentOutcome,
  RESOLVE_DELAY_MS,
} from "./test-mode.constants.ts";
import { MollieApiError, notFound, unprocessable } from "./test-mode.errors.ts";
import { newMollieId } from "./test-mode.ids.ts";
import type { TestMandateRow, TestPaymentRow, TestRefundRow } from "./test-mode.repository.ts";
import * as repo from "./test-mode.repository.ts";
import { type CreatePaymentInput, type CreateRefundInput, centsOf } from "./test-mode.schemas.ts";
import { dropWebhooksOf, queueWebhook } from "./test-mode.webhooks.ts";

/**
 * The built-in provider's rules (docs/domain/payments-test-mode.md): what Mollie does with a
 * payment in test mode, on the database so every process agrees. Every change of status is one
 * conditional UPDATE (from the statuses it may leave), so two requests never both apply, and queues
 * the webhook call.
 */

/** The resolutions not made yet, each with the database of the app that scheduled it. */
const timers = new Map<NodeJS.Timeout, Database>();

/** Resolves a payment's pending debit or refunds when their moment comes, in this process. */
function scheduleResolution(db: Database, paymentId: string): void {
  const timer = setTimeout(() => {
    timers.delete(timer);
    // A read resolves what is due as well (readPayment): a process that stops loses nothing.
    readPayment(db, paymentId).catch(() => undefined);
  }, RESOLVE_DELAY_MS + 20);
  timer.unref();
  timers.set(timer, db);
}

/**
 * The app of `db` closes: its resolutions not made yet and its webhook calls are dropped (reads
 * resolve them after a restart); another app of the same process keeps its own.
 */
export function stopTestModeTimers(db: Database): void {
  for (const [timer, owner] of timers) {
    if (owner === db) {
      clearTimeout(timer);
      timers.delete(timer);
    }
  }
  dropWebhooksOf(db);
}

export async function createTestCustomer(options: {
  db: Database;
  input: { name?: string | null; email?: string | null; locale?: string | null; metadata?: unknown };
}) {
  const { input } = options;
  return repo.insertCustomer(options.db, {
    id: newMollieId("cst"),
    name: input.name ?? null,
    email: input.email ?? null,
    locale: input.locale ?? null,
    metadata: input.metadata ?? null,
  });
}

export const findTestCustomer = (db: Database, id: string) => repo.findCustomer(db, id);

async function mandateForRecurring(db: Database, customerId: string, mandateId: string | null | undefined) {
  const mandates = await repo.listMandates(db, customerId);
  const mandate = mandateId
    ? mandates.find((row) => row.id === mandateId)
    : mandates.find((row) => row.status === "valid");
  if (mandateId && !mandate) {
    throw unprocessable(`No mandate exists with token ${mandateId} for this customer.`, "mandateId");
  }
  if (mandate?.status !== "valid") {
    throw unprocessable(
      "The customer has no valid mandate for recurring payments.",
      mandateId ? "mandateId" : "customerId",
    );
  }
  return mandate;
}

export async function createTestPayment(options: { db: Database; input: CreatePaymentInput; now?: Date }) {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const recurring = input.sequenceType === "recurring";
  if (!recurring && !input.redirectUrl) {
    throw unprocessable("The redirect URL is required for a payment that is not recurring.", "redirectUrl");
  }
  if (input.sequenceType !== "oneoff" && !input.customerId) {
    throw unprocessable("A customer is required for a first or recurring payment.", "customerId");
  }
  if (input.customerId && !(await repo.findCustomer(db, input.customerId))) {
    throw unprocessable(`No customer exists with token ${input.customerId}.`, "customerId");
  }
  const methods = input.method ? [input.method].flat() : null;
  if (!recurring && methods?.includes("directdebit")) {
    throw unprocessable("SEPA Direct Debit is only for recurring payments here.", "method");
  }
  const base = {
    id: newMollieId("tr"),
    amountCents: centsOf(input.amount.value),
    currency: input.amount.currency,
    description: input.description,
    redirectUrl: input.redirectUrl ?? null,
    cancelUrl: input.cancelUrl ?? null,
    webhookUrl: input.webhookUrl ?? null,
    metadata: input.metadata ?? null,
    locale: input.locale ?? null,
    allowedMethods: methods,
    customerId: input.customerId ?? null,
    sequenceType: input.sequenceType,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
  };
  if (base.amountCents <= 0) {
    throw unprocessable("The amount is lower than the minimum of 0.01 EUR.", "amount.value");
  }
  if (!recurring) {
    return repo.insertPayment(db, { ...base, status: "open" });
  }
  const mandate = await mandateForRecurring(db, input.customerId as string, input.mandateId);
  const payment = await repo.insertPayment(db, {
    ...base,
    status: "pending",
    method: mandate.method,
    mandateId: mandate.id,
    resolvesTo: mandate.bounces ? "failed" : "paid",
    resolvesAt: new Date(now.getTime() + RESOLVE_DELAY_MS),
  });
  scheduleResolution(db, payment.id);
  return payment;
}

/**
 * A payment as it reads now: an open one past its expiry is expired, a pending debit or refund
 * whose moment has come is resolved (and its webhook queued). Undefined when there is none.
 */
export async function readPayment(
  db: Database,
  id: string,
  now = new Date(),
): Promise<TestPaymentRow | undefined> {
  await repo.expireIfDue(db, id, now);
  const resolved = await repo.resolveDuePayment(db, id, now);
  const refunded = await repo.resolveDueRefunds(db, id, now);
  const payment = resolved ?? (await repo.findPayment(db, id));
  if (payment && (resolved || refunded.length > 0)) {
    queueWebhook(db, payment.webhookUrl, payment.id);
  }
  return payment;
}

export async function requirePayment(db: Database, id: string): Promise<TestPaymentRow> {
  const payment = await readPayment(db, id);
  if (!payment) {
    throw notFound("payment", id);
  }
  return payment;
}

/** Mollie lets a merchant cancel an open payment, and a recurring debit not yet collected. */
export function isCancelable(payment: TestPaymentRow): boolean {
  return payment.status === "open" || (payment.status === "pending" && payment.sequenceType === "recurring");
}

export async function cancelTestPayment(db: Database, id: string): Promise<TestPaymentRow> {
  const payment = await requirePayment(db, id);
  const canceled = isCancelable(payment)
    ? await repo.updatePaymentFrom(db, id, [payment.status], {
        status: "canceled",
        canceledAt: new Date(),
        resolvesTo: null,
        resolvesAt: null,
      })
    : undefined;
  if (!canceled) {
    throw unprocessable(`The payment ${id} cannot be canceled: its status is ${payment.status}.`);
  }
  queueWebhook(db, canceled.webhookUrl, canceled.id);
  return canceled;
}

function mandateDetails(method: CheckoutMethod) {
  if (CHECKOUT_METHODS[method] === "creditcard") {
    return {
      cardHolder: "T. Test",
      cardNumber: "6787",
      cardLabel: method === "applepay" ? "Visa" : "Mastercard",
      cardFingerprint: newMollieId("tr").slice(3),
      cardExpiryDate: "2030-12-31",
    };
  }
  return { consumerName: "T. Test", consumerAccount: "NL55INGB0000000000", consumerBic: "INGBNL2A" };
}

export interface SettleOptions {
  outcome: PaymentOutcome;
  /** The method chosen on the page; by default the first the payment allows. */
  method?: CheckoutMethod;
  /** A first payment only: later debits on the mandate it gives fail. */
  bounceLaterDebits?: boolean;
}

/**
 * What the checkout page's buttons do, for tests that pay without a browser: an open payment
 * becomes paid (a first payment also gives its customer a mandate), failed, canceled or expired, and
 * its webhook is queued; `open` leaves it as it is. A payment that is not open is refused (422).
 */
export async function settleTestPayment(
  db: Database,
  id: string,
  options: SettleOptions,
): Promise<TestPaymentRow> {
  const payment = await requirePayment(db, id);
  if (payment.status !== "open") {
    throw unprocessable(`The payment ${id} is not open: its status is ${payment.status}.`);
  }
  const offered = checkoutMethodsOf(payment);
  const method = options.method ?? offered[0];
  if (!method || !offered.includes(method)) {
    throw unprocessable(`The method ${options.method} is not offered for the payment ${id}.`, "method");
  }
  if (options.outcome === "open") {
    return payment;
  }
  const now = new Date();
  const settled = await db.transaction(async (tx) => {
    let mandate: TestMandateRow | undefined;
    if (options.outcome === "paid" && payment.sequenceType === "first" && payment.customerId) {
      mandate = await repo.insertMandate(tx, {
        id: newMollieId("mdt"),
        customerId: payment.customerId,
        method: CHECKOUT_METHODS[method],
        bounces: options.bounceLaterDebits === true,
        details: mandateDetails(method),
        mandateReference: `CINELUX-TEST-${payment.id.slice(3, 11).toUpperCase()}`,
        signatureDate: now.toISOString().slice(0, 10),
        createdAt: now,
      });
    }
    const outcome = options.outcome as Exclude<PaymentOutcome, "open">;
    const at = { paid: "paidAt", failed: "failedAt", canceled: "canceledAt", expired: "expiredAt" } as const;
    const changed = await repo.updatePaymentFrom(tx, id, ["open"], {
      status: outcome,
      method,
      [at[outcome]]: now,
      ...(mandate ? { mandateId: mandate.id } : {}),
    });
    if (!changed) {
      throw unprocessable(`The payment ${id} is not open any more.`);
    }
    return changed;
  });
  queueWebhook(db, settled.webhookUrl, settled.id);
  return settled;
}

/** The methods the checkout page offers for a payment: those it allows, of the page's. */
export function checkoutMethodsOf(payment: TestPaymentRow): CheckoutMethod[] {
  const all = Object.keys(CHECKOUT_METHODS) as CheckoutMethod[];
  return payment.allowedMethods ? all.filter((method) => payment.allowedMethods?.includes(method)) : all;
}

export async function createTestRefund(options: {
  db: Database;
  paymentId: string;
  input: CreateRefundInput;
}): Promise<TestRefundRow> {
  const { db, paymentId, input } = options;
  const payment = await requirePayment(db, paymentId);
  if (payment.status !== "paid") {
    throw unprocessable(`The payment ${paymentId} cannot be refunded: its status is ${payment.status}.`);
  }
  if (input.amount.currency !== payment.currency) {
    throw unprocessable("The refund's currency is not the payment's.", "amount.currency");
  }
  const cents = centsOf(input.amount.value);
  if (cents <= 0) {
    throw unprocessable("The amount is lower than the minimum of 0.01 EUR.", "amount.value");
  }
  const refund = await db.transaction(async (tx) => {
    if (!(await repo.addRefunded(tx, paymentId, cents))) {
      throw unprocessable(
        "The amount is higher than the amount that remains to be refunded.",
        "amount.value",
      );
    }
    return repo.insertRefund(tx, {
      id: newMollieId("re"),
      paymentId,
      amountCents: cents,
      currency: payment.currency,
      description: input.description ?? "",
      metadata: input.metadata ?? null,
      status: "pending",
      resolvesAt: new Date(Date.now() + RESOLVE_DELAY_MS),
    });
  });
  scheduleResolution(db, paymentId);
  return refund;
}

export async function listTestRefunds(db: Database, paymentId: string): Promise<TestRefundRow[]> {
  await requirePayment(db, paymentId);
  return repo.listRefunds(db, paymentId);
}

async function requireCustomer(db: Database, customerId: string) {
  const customer = await repo.findCustomer(db, customerId);
  if (!customer) {
    throw notFound("customer", customerId);
  }
  return customer;
}

export async function listTestMandates(db: Database, customerId: string): Promise<TestMandateRow[]> {
  await requireCustomer(db, customerId);
  return repo.listMandates(db, customerId);
}

export async function getTestMandate(db: Database, customerId: string, id: string): Promise<TestMandateRow> {
  await requireCustomer(db, customerId);
  const mandate = await repo.findMandate(db, customerId, id);
  if (!mandate) {
    throw notFound("mandate", id);
  }
  return mandate;
}

/** Revokes a mandate: it stays listed, `invalid`, and no recurring payment may use it. */
export async function revokeTestMandate(db: Database, customerId: string, id: string): Promise<void> {
  const mandate = await getTestMandate(db, customerId, id);
  if (!(await repo.invalidateMandate(db, customerId, id)) && mandate.status !== "invalid") {
    throw new MollieApiError(409, `The mandate ${id} changed while it was revoked.`);
  }
  if (mandate.status === "invalid") {
    throw new MollieApiError(410, `The mandate ${id} has been revoked already.`);
  }
}
