import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { createCustomer } from "../../../test/factories.ts";
import { type MemoryProvider, memoryProvider } from "../../../test/memory-provider.ts";
import { createPass } from "../../../test/passes.factories.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { type InvoiceRow, invoices, orders, paymentCustomers } from "../../db/schema/index.ts";
import type { ProviderMandate } from "../payments/payment-provider.ts";
import { createPayments, type Payments } from "../payments/payments.service.ts";
import { DEBIT_LEASE_SECONDS, debitCollector, submitDebits } from "./debits.ts";
import { invoiceOrderHandler } from "./invoice-order.ts";
import { claimInvoiceAwaitingDebit } from "./subscribe.repository.ts";

// The debit job's claim on an invoice (docs/domain/payments.md "Monthly debits"): the lease that keeps
// a second process, or a second run, from asking the provider for the same debit while one is at it.

const log = { warn: () => undefined, error: () => undefined };
const LEASE_MS = DEBIT_LEASE_SECONDS * 1000;

let database: DatabaseHandle;
let provider: MemoryProvider;
let payments: Payments;
/** The idempotency keys of the recurring payments asked of the provider, one entry per call. */
const debitCalls: string[] = [];
let mandates: ProviderMandate[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  provider = memoryProvider();
  const createRecurringPayment = provider.createRecurringPayment;
  provider.createRecurringPayment = (input, key) => {
    debitCalls.push(key);
    return createRecurringPayment(input, key);
  };
  provider.listMandates = async () => mandates;
  payments = createPayments({
    db: database.db,
    provider,
    webhookUrl: () => "http://127.0.0.1:9/webhook",
    log,
  });
  payments.handle("invoice", invoiceOrderHandler({ collect: debitCollector(payments) }));
});

afterAll(async () => {
  await database?.close();
});

/** An invoice sent to the bank and awaiting its debit, of a customer with a mandate at the provider. */
async function invoiceAwaitingDebit(): Promise<InvoiceRow> {
  const customer = await createCustomer(database.db);
  const pass = await createPass(database.db, { customer, invoices: true });
  const invoice = pass.invoices.at(-1);
  if (!invoice) {
    throw new Error("no invoice");
  }
  await database.db.update(invoices).set({ paidAt: null }).where(eq(invoices.id, invoice.id));
  await database.db
    .insert(paymentCustomers)
    .values({ accountId: customer.id, providerCustomerId: `cst_${customer.id.slice(0, 8)}` });
  return invoice;
}

async function leaseOf(invoiceId: string): Promise<Date | null | undefined> {
  const [row] = await database.db
    .select({ until: invoices.debitClaimedUntil })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row?.until;
}

async function debitOrdersOf(invoiceId: string) {
  const rows = await database.db.select().from(orders).where(eq(orders.kind, "invoice"));
  return rows.filter((order) => order.payload.invoiceId === invoiceId);
}

describe("the debit job's claim on an invoice", () => {
  it("gives an invoice to one run while its lease holds, and to the next once the lease has ended", async () => {
    mandates = [];
    const invoice = await invoiceAwaitingDebit();
    const now = new Date();
    const first = await claimInvoiceAwaitingDebit(database.db, { now, leaseSeconds: DEBIT_LEASE_SECONDS });
    expect(first?.invoice.id).toBe(invoice.id);
    expect((await leaseOf(invoice.id))?.getTime()).toBe(now.getTime() + LEASE_MS);

    // A second process a moment later, or this one's next invoice: nothing left to take.
    const later = new Date(now.getTime() + 60_000);
    expect(
      await claimInvoiceAwaitingDebit(database.db, { now: later, leaseSeconds: DEBIT_LEASE_SECONDS }),
    ).toBe(undefined);
    expect(await submitDebits(database.db, payments, { now: later, log })).toEqual({
      submitted: 0,
      unpaid: 0,
      failed: 0,
    });

    // The process that claimed it died: once the lease is over, the next run takes it again.
    const after = new Date(now.getTime() + LEASE_MS + 1);
    const again = await claimInvoiceAwaitingDebit(database.db, {
      now: after,
      leaseSeconds: DEBIT_LEASE_SECONDS,
    });
    expect(again?.invoice.id).toBe(invoice.id);
    expect((await leaseOf(invoice.id))?.getTime()).toBe(after.getTime() + LEASE_MS);
    await database.db.update(invoices).set({ paidAt: new Date() }).where(eq(invoices.id, invoice.id));
  });

  it("clears the lease once the debit is submitted: the order then keeps the invoice from a second debit", async () => {
    mandates = [{ id: "mdt_1", status: "valid", method: "directdebit", createdAt: "2026-01-01" }];
    const invoice = await invoiceAwaitingDebit();
    const now = new Date();
    expect(await submitDebits(database.db, payments, { now, log })).toMatchObject({ submitted: 1 });
    expect(await leaseOf(invoice.id)).toBeNull();
    expect(debitCalls.filter((key) => key === `debit-${invoice.number}`)).toHaveLength(1);
    const [order] = await debitOrdersOf(invoice.id);
    expect(order?.providerPaymentId).toMatch(/^tr_/);

    const muchLater = new Date(now.getTime() + 2 * LEASE_MS);
    expect(await submitDebits(database.db, payments, { now: muchLater, log })).toMatchObject({
      submitted: 0,
    });
    expect(debitCalls.filter((key) => key === `debit-${invoice.number}`)).toHaveLength(1);
  });

  it("clears the lease when no mandate is left: the invoice turns unpaid, for the customer to pay by card", async () => {
    mandates = [];
    const invoice = await invoiceAwaitingDebit();
    expect(await submitDebits(database.db, payments, { now: new Date(), log })).toMatchObject({ unpaid: 1 });
    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "unpaid", debitClaimedUntil: null });
  });

  it("keeps the lease of a failed submission, so no run asks again before it ends, then the same debit goes through", async () => {
    mandates = [{ id: "mdt_1", status: "valid", method: "directdebit", createdAt: "2026-01-01" }];
    const invoice = await invoiceAwaitingDebit();
    const now = new Date();
    provider.down = true;
    expect(await submitDebits(database.db, payments, { now, log })).toMatchObject({
      submitted: 0,
      failed: 1,
    });
    provider.down = false;
    expect(await leaseOf(invoice.id)).not.toBeNull();
    expect(await debitOrdersOf(invoice.id)).toEqual([]);
    expect(await submitDebits(database.db, payments, { now: new Date(now.getTime() + 60_000), log })).toEqual(
      {
        submitted: 0,
        unpaid: 0,
        failed: 0,
      },
    );
    const after = new Date(now.getTime() + LEASE_MS + 1);
    expect(await submitDebits(database.db, payments, { now: after, log })).toMatchObject({ submitted: 1 });
    expect(await leaseOf(invoice.id)).toBeNull();
  });

  it("resubmits a debit whose process died before the provider answered, under the same idempotency key", async () => {
    mandates = [{ id: "mdt_1", status: "valid", method: "directdebit", createdAt: "2026-01-01" }];
    const invoice = await invoiceAwaitingDebit();
    const now = new Date();
    // What a process leaves when it dies mid-call: its lease, and the debit order without a payment.
    const claimed = await claimInvoiceAwaitingDebit(database.db, { now, leaseSeconds: DEBIT_LEASE_SECONDS });
    expect(claimed?.invoice.id).toBe(invoice.id);
    await database.db.insert(orders).values({
      accountId: invoice.accountId,
      buyerMail: "someone@example.test",
      language: "fr",
      domain: "fr",
      kind: "invoice",
      description: { fr: "Facture", nl: "Factuur", en: "Invoice" },
      lines: [],
      totalCents: invoice.amountCents,
      vatRateBasisPoints: 0,
      vatCents: 0,
      payload: { invoiceId: invoice.id, subscriptionId: invoice.subscriptionId, debit: true },
      expiresAt: new Date(now.getTime() + 14 * 86_400_000),
    });

    expect(
      await submitDebits(database.db, payments, { now: new Date(now.getTime() + 60_000), log }),
    ).toMatchObject({
      submitted: 0,
    });
    const after = new Date(now.getTime() + LEASE_MS + 1);
    expect(await submitDebits(database.db, payments, { now: after, log })).toMatchObject({ submitted: 1 });
    const left = await debitOrdersOf(invoice.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.providerPaymentId).toMatch(/^tr_/);
    expect(debitCalls.filter((key) => key === `debit-${invoice.number}`)).toHaveLength(1);
  });
});
