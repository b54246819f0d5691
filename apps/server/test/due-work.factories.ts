// Due work of every periodic job at once, for jobs-run-once.test.ts: invoices to debit, passes to
// bill, pending orders to reconcile, gifts to send, ended holds, outbox mails, expired rows, a wishlist
// alert.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../src/db/client.ts";
import {
  captchaSolutions,
  favouriteCinemas,
  holds,
  invoices,
  orders,
  paymentCustomers,
  rateLimits,
  sessionSeats,
  showFeelings,
} from "../src/db/schema/index.ts";
import { insertMail } from "../src/modules/outbox/outbox.repository.ts";
import { createCustomer } from "./factories.ts";
import { createPass } from "./passes.factories.ts";
import { createTunnelSession, drawnSeatMap } from "./tunnel.factories.ts";

/** How much of each: enough rows that the processes' runs overlap. */
export const DUE = { debits: 4, billed: 3, gifts: 3, mails: 6, expiredHolds: 8, expiredRows: 5 } as const;
const HOUR = 3_600_000;

/** A pending card payment of an invoice, made an hour ago, that the provider knows as `payment`. */
async function pendingInvoiceOrder(
  db: Database,
  providerPayments: Map<string, Record<string, unknown>>,
  payment: { id: string; status: string },
  invoice: { id: string; subscriptionId: string; amountCents: number },
  buyerMail: string,
) {
  const amount = { currency: "EUR", value: (invoice.amountCents / 100).toFixed(2) };
  providerPayments.set(payment.id, {
    ...payment,
    amount,
    sequenceType: "oneoff",
    metadata: {},
    paidAt: payment.status === "paid" ? new Date().toISOString() : null,
  });
  const [order] = await db
    .insert(orders)
    .values({
      accountId: null,
      buyerMail,
      language: "en",
      domain: "fr",
      kind: "invoice",
      description: { fr: "Facture", nl: "Factuur", en: "Invoice" },
      lines: [],
      totalCents: invoice.amountCents,
      vatRateBasisPoints: 0,
      vatCents: 0,
      payload: { invoiceId: invoice.id, subscriptionId: invoice.subscriptionId },
      providerPaymentId: payment.id,
      expiresAt: new Date(Date.now() - HOUR / 2),
      createdAt: new Date(Date.now() - HOUR),
    })
    .returning();
  if (!order) {
    throw new Error("the order was not inserted");
  }
  return order;
}

/**
 * Due work of every job: what a day's timers find in a chain's database. The provider's side of the
 * pending orders goes into `providerPayments` (the stand-in's payments).
 */
export async function seedDueWork(db: Database, providerPayments: Map<string, Record<string, unknown>>) {
  // Billing: passes whose next period starts on the billing day.
  const billed = [];
  for (let i = 0; i < DUE.billed; i++) {
    billed.push(await createPass(db, { customer: await createCustomer(db), invoices: true }));
  }
  const billingDay = billed[0]?.invoices.at(-1)?.periodEnd ?? "";
  expect(billingDay > new Date().toISOString().slice(0, 10)).toBe(true);

  // Debits: invoices of the billing day sent to the bank, awaiting their debit on a mandate. Billed
  // up to that day already, so the billing run adds none of its own to them.
  const debited = [];
  for (let i = 0; i < DUE.debits; i++) {
    const customer = await createCustomer(db);
    const pass = await createPass(db, { customer, invoices: true, today: billingDay });
    const invoice = pass.invoices.at(-1);
    if (!invoice) {
      throw new Error("no invoice");
    }
    await db.update(invoices).set({ paidAt: null }).where(eq(invoices.id, invoice.id));
    await db.insert(paymentCustomers).values({ accountId: customer.id, providerCustomerId: `cst_jobs${i}` });
    debited.push(invoice);
  }

  // Reconciliation: three card payments whose webhook never came — one paid (its invoice is unpaid),
  // one paid for an invoice paid meanwhile (refunded), one still open past its time (expired).
  const unpaidPass = await createPass(db, {
    customer: await createCustomer(db),
    invoices: true,
    state: "unpaid",
    today: billingDay,
  });
  const paidPass = await createPass(db, {
    customer: await createCustomer(db),
    invoices: true,
    today: billingDay,
  });
  const unpaidInvoice = unpaidPass.invoices.at(-1);
  const paidInvoice = paidPass.invoices.at(-1);
  if (!unpaidInvoice || !paidInvoice) {
    throw new Error("no invoice");
  }
  const reconciled = {
    paid: await pendingInvoiceOrder(
      db,
      providerPayments,
      { id: "tr_paid", status: "paid" },
      unpaidInvoice,
      "paid.buyer@example.test",
    ),
    refunded: await pendingInvoiceOrder(
      db,
      providerPayments,
      { id: "tr_refunded", status: "paid" },
      paidInvoice,
      "late.buyer@example.test",
    ),
    expired: await pendingInvoiceOrder(
      db,
      providerPayments,
      { id: "tr_open", status: "open" },
      paidInvoice,
      "slow.buyer@example.test",
    ),
  };

  // Gifts whose day has come, paid.
  const today = new Date().toISOString().slice(0, 10);
  const gifts = await db
    .insert(orders)
    .values(
      Array.from({ length: DUE.gifts }, (_, i) => ({
        accountId: null,
        buyerMail: `gift.buyer${i}@example.test`,
        language: "en" as const,
        domain: "fr" as const,
        kind: "giftCard" as const,
        status: "paid" as const,
        description: { fr: "Carte cadeau", nl: "Cadeaukaart", en: "Gift card" },
        lines: [],
        totalCents: 2500,
        vatRateBasisPoints: 0,
        vatCents: 0,
        payload: {
          card: { kind: "giftCard", amountCents: 2500 },
          gift: {
            recipientMail: `gift.friend${i}@example.test`,
            recipientName: null,
            message: null,
            sendOn: today,
          },
          walletAccountId: null,
          from: "Ann",
          origin: "http://localhost:3000",
        },
        result: { giftSent: false },
        expiresAt: new Date(Date.now() - HOUR),
        paidAt: new Date(Date.now() - HOUR),
      })),
    )
    .returning();

  // Holds: eight ended holds of two seats each, and one still running whose seats stay taken.
  const { sessionId, showId, cinemaId } = await createTunnelSession(db, {
    seatMap: drawnSeatMap("..........", ".........."),
  });
  const holder = await createCustomer(db);
  const seatPairs = Array.from({ length: DUE.expiredHolds + 1 }, (_, i) => [`A${i + 1}`, `B${i + 1}`]);
  const holdRows = await db
    .insert(holds)
    .values(
      seatPairs.map((seats, i) => ({
        sessionId,
        accountId: holder.id,
        seats,
        expiresAt: new Date(Date.now() + (i === DUE.expiredHolds ? HOUR : -60_000)),
      })),
    )
    .returning();
  await db
    .insert(sessionSeats)
    .values(holdRows.flatMap((hold) => hold.seats.map((seatId) => ({ sessionId, seatId, holdId: hold.id }))));

  // The wishlist alert: a wished show with a session to come at the customer's favourite cinema.
  const wisher = await createCustomer(db, { mailCommunicationOptin: true, filmnewsMail: true });
  await db.insert(showFeelings).values({ accountId: wisher.id, showId, intention: 2 });
  await db.insert(favouriteCinemas).values({ accountId: wisher.id, cinemaId });

  // Mails waiting in the outbox.
  for (let i = 0; i < DUE.mails; i++) {
    await insertMail(db, {
      kind: "account_deleted",
      recipient: `outbox${i}@example.test`,
      language: "en",
      subject: `Mail ${i}`,
      text: "Hello",
      html: "<p>Hello</p>",
    });
  }

  // Expired rows for the purge, and one live row of each kind that stays.
  const ago = new Date(Date.now() - 60_000);
  const ahead = new Date(Date.now() + HOUR);
  await db
    .insert(captchaSolutions)
    .values([
      ...Array.from({ length: DUE.expiredRows }, (_, i) => ({ challenge: `old${i}`, expiresAt: ago })),
      { challenge: "live", expiresAt: ahead },
    ]);
  await db
    .insert(rateLimits)
    .values([
      ...Array.from({ length: DUE.expiredRows }, (_, i) => ({ key: `old${i}`, hits: 1, resetAt: ago })),
      { key: "live", hits: 1, resetAt: ahead },
    ]);

  return { billingDay, billed, debited, reconciled, gifts, holdRows, wisher };
}
