import { randomUUID } from "node:crypto";
import { firstPeriodEnd } from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { eventually } from "../../../test/eventually.ts";
import { createCustomer } from "../../../test/factories.ts";
import { invoices, subscriptions } from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";
import { settleTestPayment, webhooksDelivered } from "../payments/test-mode/index.ts";
import { chainDay, runBilling } from "../subscription/subscription.billing.ts";
import { debitCollector, submitDebits } from "./debits.ts";

// The monthly debits on the built-in provider (Mollie's protocol, its recurring payments settled a
// moment later and announced by webhook), from the first payment that sets up the mandate.

const t = useTestApp({ seed: false });
const log = { warn: () => undefined };

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function subscribed(options: { bounce: boolean }) {
  const customer = await createCustomer(t.database.db);
  const headers = { authorization: `Bearer ${await t.tokenFor(customer.mail)}` };
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/accounts/me/subscription",
    payload: { plan: "CINEPASS", addOns: [] },
    headers: { ...headers, "idempotency-key": randomUUID() },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const order = await findOrder(t.database.db, answer.json().orderId);
  await settleTestPayment(t.database.db, order?.providerPaymentId ?? "", {
    outcome: "paid",
    method: "ideal",
    bounceLaterDebits: options.bounce,
  });
  await webhooksDelivered();
  const [subscription] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, customer.id));
  if (!subscription) {
    throw new Error("no pass");
  }
  return { customer, headers, subscription };
}

/** Bills the next month and submits its debit; answers the new invoice. */
async function nextMonthDebited(subscriptionId: string) {
  const day = firstPeriodEnd(chainDay(new Date()));
  await runBilling(t.database.db, { today: day, collect: debitCollector(t.app.payments) });
  const [invoice] = await t.database.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.periodStart, day)));
  expect(invoice).toMatchObject({ status: "paid", extractedToNib: true, paidAt: null });
  expect(await submitDebits(t.database.db, t.app.payments, { now: new Date(), log })).toMatchObject({
    submitted: 1,
  });
  return invoice?.id ?? "";
}

async function invoiceRow(id: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

describe("the monthly debits", () => {
  it("debit each month on the mandate of the first payment, confirmed by the provider", async () => {
    const { subscription } = await subscribed({ bounce: false });
    const invoiceId = await nextMonthDebited(subscription.id);
    await eventually(async () => (await invoiceRow(invoiceId))?.paidAt !== null);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", extractedToNib: true });
    // Submitted once: a second run finds nothing to debit.
    expect(await submitDebits(t.database.db, t.app.payments, { now: new Date(), log })).toMatchObject({
      submitted: 0,
    });
  });

  it("turn the invoice and the pass unpaid when the debit bounces, until the customer pays by card", async () => {
    const { customer, headers, subscription } = await subscribed({ bounce: true });
    const invoiceId = await nextMonthDebited(subscription.id);
    await eventually(async () => (await invoiceRow(invoiceId))?.status === "unpaid");
    const [pass] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(pass?.status).toBe("unpaid");
    const seen = await t.app.inject({ url: "/api/accounts/me/subscription", headers });
    expect(seen.json()).toMatchObject({ unpaidInvoice: true, status: "unpaid" });

    const pay = await t.app.inject({
      method: "POST",
      url: `/api/accounts/me/subscription/invoice/${invoiceId}/pay`,
      headers: { ...headers, "idempotency-key": randomUUID() },
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const order = await findOrder(t.database.db, pay.json().orderId);
    await settleTestPayment(t.database.db, order?.providerPaymentId ?? "", {
      outcome: "paid",
      method: "creditcard",
    });
    await webhooksDelivered();
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: "paid", extractedToNib: false });
    const [after] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, customer.id));
    expect(after?.status).toBe("active");
  });
});
