// Jobs run once across processes (docs/scaling.md "What runs once"): three processes run every
// periodic job at the same moment on one database with due work of every kind, and every side effect
// is counted outside them — mails by an SMTP sink, provider calls by a stand-in speaking Mollie's
// protocol, rows in the database: each happens exactly once. PGlite has one connection and no second
// process: there the three runs go at once inside this process, on its one database.
import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import {
  captchaSolutions,
  favouriteCinemas,
  holds,
  invoices,
  orders,
  outboxMails,
  paymentCustomers,
  rateLimits,
  sessionSeats,
  showFeelings,
  subscriptionAudit,
  walletCards,
  wishlistAlerts,
} from "../src/db/schema/index.ts";
import { insertMail } from "../src/modules/outbox/outbox.repository.ts";
import { createTestDatabase } from "./database.ts";
import { type EveryJobResult, runEveryJob } from "./every-job.ts";
import { createCustomer } from "./factories.ts";
import { createPass } from "./passes.factories.ts";
import { createTunnelSession, drawnSeatMap } from "./tunnel.factories.ts";

const PROCESSES = 3;
const DEBITS = 4;
const BILLED = 3;
const GIFTS = 3;
const MAILS = 6;
const EXPIRED_HOLDS = 8;
const EXPIRED_ROWS = 5;
const HOUR = 3_600_000;

const processEntry = fileURLToPath(new URL("./every-job-process.ts", import.meta.url));

/** Every request the provider stand-in answered: the method, the path after /v2/, the idempotency key. */
const providerCalls: { method: string; path: string; key: string | undefined }[] = [];
/** The recipients of every mail the SMTP sink received, one entry per delivery. */
const delivered: string[] = [];

/**
 * Enough of Mollie's API v2 for the jobs' calls (mollie-rest-provider.ts): a customer's mandates, a
 * recurring payment (the same answer for the same idempotency key, as Mollie's), a payment, a refund.
 * Each answer waits a little, as a real provider's does, so the processes' runs overlap.
 */
function mollieStandIn(payments: Map<string, Record<string, unknown>>): Server {
  const byKey = new Map<string, unknown>();
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    setTimeout(() => {
      response.writeHead(status, { "content-type": "application/hal+json" });
      response.end(JSON.stringify(body));
    }, 20);
  };
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    request.on("end", () => {
      const path = (request.url ?? "").replace(/^\/v2\//, "");
      const key = request.headers["idempotency-key"] as string | undefined;
      providerCalls.push({ method: request.method ?? "", path, key });
      const known = key ? byKey.get(key) : undefined;
      if (known) {
        answer(response, 201, known);
        return;
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      const mandates = /^customers\/([^/]+)\/mandates$/.exec(path);
      const refund = /^payments\/([^/]+)\/refunds$/.exec(path);
      const payment = /^payments\/([^/]+)$/.exec(path);
      if (request.method === "GET" && mandates) {
        answer(response, 200, {
          _embedded: {
            mandates: [
              { id: `mdt_${mandates[1]}`, status: "valid", method: "directdebit", createdAt: "2026-01-01" },
            ],
          },
        });
      } else if (request.method === "POST" && path === "payments") {
        const created = {
          id: `tr_debit${payments.size}`,
          status: "pending",
          amount: body.amount,
          sequenceType: body.sequenceType,
          customerId: body.customerId,
          mandateId: body.mandateId,
          metadata: body.metadata,
        };
        payments.set(created.id, created);
        if (key) {
          byKey.set(key, created);
        }
        answer(response, 201, created);
      } else if (request.method === "POST" && refund) {
        const created = { id: `re_${refund[1]}`, amount: body.amount, status: "pending" };
        if (key) {
          byKey.set(key, created);
        }
        answer(response, 201, created);
      } else if (request.method === "GET" && payment?.[1] && payments.has(payment[1])) {
        answer(response, 200, payments.get(payment[1]));
      } else {
        answer(response, 404, { detail: "Not found" });
      }
    });
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let database: DatabaseHandle;
let provider: Server;
let smtp: SMTPServer;
let providerUrl: string;
let smtpUrl: string;
const providerPayments = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  database = await createTestDatabase();
  provider = mollieStandIn(providerPayments);
  providerUrl = `${await listen(provider)}/v2/`;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.on("data", () => undefined);
      stream.on("end", () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => provider?.close(() => resolve()));
  await database?.close();
});

/** A pending card payment of an invoice, made an hour ago, that the provider knows as `payment`. */
async function pendingInvoiceOrder(
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
  const [order] = await database.db
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

/** Due work of every job: what a day's timers find in a chain's database. */
async function seedDueWork() {
  const db = database.db;
  // Billing: passes whose next period starts on the billing day.
  const billed = [];
  for (let i = 0; i < BILLED; i++) {
    billed.push(await createPass(db, { customer: await createCustomer(db), invoices: true }));
  }
  const billingDay = billed[0]?.invoices.at(-1)?.periodEnd ?? "";
  expect(billingDay > new Date().toISOString().slice(0, 10)).toBe(true);

  // Debits: invoices of the billing day sent to the bank, awaiting their debit on a mandate. Billed
  // up to that day already, so the billing run adds none of its own to them.
  const debited = [];
  for (let i = 0; i < DEBITS; i++) {
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
      { id: "tr_paid", status: "paid" },
      unpaidInvoice,
      "paid.buyer@example.test",
    ),
    refunded: await pendingInvoiceOrder(
      { id: "tr_refunded", status: "paid" },
      paidInvoice,
      "late.buyer@example.test",
    ),
    expired: await pendingInvoiceOrder(
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
      Array.from({ length: GIFTS }, (_, i) => ({
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
  const seatPairs = Array.from({ length: EXPIRED_HOLDS + 1 }, (_, i) => [`A${i + 1}`, `B${i + 1}`]);
  const holdRows = await db
    .insert(holds)
    .values(
      seatPairs.map((seats, i) => ({
        sessionId,
        accountId: holder.id,
        seats,
        expiresAt: new Date(Date.now() + (i === EXPIRED_HOLDS ? HOUR : -60_000)),
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
  for (let i = 0; i < MAILS; i++) {
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
      ...Array.from({ length: EXPIRED_ROWS }, (_, i) => ({ challenge: `old${i}`, expiresAt: ago })),
      { challenge: "live", expiresAt: ahead },
    ]);
  await db
    .insert(rateLimits)
    .values([
      ...Array.from({ length: EXPIRED_ROWS }, (_, i) => ({ key: `old${i}`, hits: 1, resetAt: ago })),
      { key: "live", hits: 1, resetAt: ahead },
    ]);

  return { billingDay, billed, debited, reconciled, gifts, holdRows, wisher };
}

/** Three separate processes on the test's PostgreSQL database, started together once all are connected. */
async function runInThreeProcesses(billingDay: string): Promise<EveryJobResult[]> {
  const driver = database.driver;
  if (driver.kind !== "postgres" || !driver.pool.options.connectionString) {
    throw new Error("three processes need a PostgreSQL database");
  }
  const env = {
    ...process.env,
    JOBS_DATABASE_URL: driver.pool.options.connectionString,
    JOBS_PROVIDER_URL: providerUrl,
    JOBS_SMTP_URL: smtpUrl,
    JOBS_BILLING_DAY: billingDay,
  };
  const children = Array.from({ length: PROCESSES }, () => {
    const child = spawn(process.execPath, [processEntry], { env, stdio: ["pipe", "pipe", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const lines = createInterface({ input: child.stdout });
    let onReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      onReady = resolve;
    });
    const result = new Promise<EveryJobResult>((resolve, reject) => {
      lines.on("line", (line) => {
        if (line === "ready") {
          onReady();
        } else if (line.startsWith("result ")) {
          resolve(JSON.parse(line.slice("result ".length)) as EveryJobResult);
        }
      });
      child.once("exit", (code) =>
        reject(new Error(`a jobs process ended (${code}) without a result:\n${errors}`)),
      );
    });
    return { child, ready: Promise.race([ready, result.then(() => undefined)]), result };
  });
  try {
    await Promise.all(children.map((child) => child.ready));
    for (const { child } of children) {
      child.stdin.write("go\n");
    }
    return await Promise.all(children.map((child) => child.result));
  } finally {
    for (const { child } of children) {
      if (child.exitCode === null) {
        child.kill("SIGKILL");
      }
    }
  }
}

const sum = (results: EveryJobResult[], of: (result: EveryJobResult) => number | undefined) =>
  results.reduce((total, result) => total + (of(result) ?? 0), 0);

/** How many times each value occurs. */
function tally(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) {
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

describe("jobs across processes", () => {
  it("three processes running every job at the same moment do each side effect exactly once", async () => {
    const seeded = await seedDueWork();
    const db = database.db;
    const results =
      database.kind === "postgres"
        ? await runInThreeProcesses(seeded.billingDay)
        : await Promise.all(
            Array.from({ length: PROCESSES }, () =>
              runEveryJob({ db, providerUrl, smtpUrl, billingDay: seeded.billingDay }),
            ),
          );
    expect(results).toHaveLength(PROCESSES);

    // Debits: one provider call per invoice (its mandates, its payment), one order carrying it.
    const debitKeys = providerCalls.filter((call) => call.method === "POST" && call.path === "payments");
    expect(tally(debitKeys.map((call) => call.key ?? ""))).toEqual(
      Object.fromEntries(seeded.debited.map((invoice) => [`debit-${invoice.number}`, 1])),
    );
    expect(
      tally(providerCalls.filter((call) => call.path.endsWith("/mandates")).map((call) => call.path)),
    ).toEqual(
      Object.fromEntries(Array.from({ length: DEBITS }, (_, i) => [`customers/cst_jobs${i}/mandates`, 1])),
    );
    const debitOrders = await db
      .select({ payload: orders.payload, paymentId: orders.providerPaymentId })
      .from(orders)
      .where(sql`${orders.payload} ->> 'debit' = 'true'`);
    expect(tally(debitOrders.map((order) => String(order.payload.invoiceId)))).toEqual(
      Object.fromEntries(seeded.debited.map((invoice) => [invoice.id, 1])),
    );
    expect(debitOrders.every((order) => order.paymentId?.startsWith("tr_debit"))).toBe(true);
    expect(sum(results, (result) => result.debits.submitted)).toBe(DEBITS);
    const leases = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(sql`${invoices.debitClaimedUntil} is not null`);
    expect(leases).toEqual([]);

    // Billing: each pass due billed once — one invoice, one audit row — whoever billed it.
    const billedIds = seeded.billed.map((pass) => pass.subscription.id);
    const issued = await db
      .select({ subscriptionId: invoices.subscriptionId })
      .from(invoices)
      .where(and(inArray(invoices.subscriptionId, billedIds), eq(invoices.periodStart, seeded.billingDay)));
    expect(tally(issued.map((row) => row.subscriptionId))).toEqual(
      Object.fromEntries(billedIds.map((id) => [id, 1])),
    );
    const audits = await db
      .select({ subscriptionId: subscriptionAudit.subscriptionId })
      .from(subscriptionAudit)
      .where(like(subscriptionAudit.action, "invoice:%"));
    expect(tally(audits.map((row) => row.subscriptionId))).toEqual(
      Object.fromEntries(billedIds.map((id) => [id, 1])),
    );
    expect(sum(results, (result) => result.billing.invoicesIssued)).toBe(BILLED);

    // Reconciliation: each order asked about once, the refund made once, each order moved once.
    const asked = providerCalls.filter((call) => call.method === "GET" && call.path.startsWith("payments/"));
    expect(tally(asked.map((call) => call.path))).toEqual({
      "payments/tr_paid": 1,
      "payments/tr_refunded": 1,
      "payments/tr_open": 1,
    });
    const refunds = providerCalls.filter((call) => call.path.endsWith("/refunds"));
    expect(refunds.map((call) => call.path)).toEqual(["payments/tr_refunded/refunds"]);
    const moved = await db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        inArray(orders.id, [
          seeded.reconciled.paid.id,
          seeded.reconciled.refunded.id,
          seeded.reconciled.expired.id,
        ]),
      );
    expect(Object.fromEntries(moved.map((order) => [order.id, order.status]))).toEqual({
      [seeded.reconciled.paid.id]: "paid",
      [seeded.reconciled.refunded.id]: "refunded",
      [seeded.reconciled.expired.id]: "expired",
    });
    expect(sum(results, (result) => result.reconciliation.looked)).toBe(3);

    // Gifts: each card issued once.
    const sent = await db
      .select({ result: orders.result })
      .from(orders)
      .where(
        inArray(
          orders.id,
          seeded.gifts.map((order) => order.id),
        ),
      );
    expect(sent.every((order) => order.result?.giftSent === true)).toBe(true);
    const cardIds = sent.map((order) => String(order.result?.cardId));
    expect(new Set(cardIds).size).toBe(GIFTS);
    expect(await db.select({ id: walletCards.id }).from(walletCards)).toHaveLength(GIFTS);
    expect(sum(results, (result) => result.gifts)).toBe(GIFTS);

    // Holds: the ended holds' seats given back once; the running hold keeps its own.
    const claims = await db.select({ seatId: sessionSeats.seatId }).from(sessionSeats);
    expect(claims.map((claim) => claim.seatId).sort()).toEqual([
      `A${EXPIRED_HOLDS + 1}`,
      `B${EXPIRED_HOLDS + 1}`,
    ]);
    expect(sum(results, (result) => result.holds)).toBe(2 * EXPIRED_HOLDS);

    // Purge: the expired rows deleted once (one process held the lock, or found nothing left).
    expect(sum(results, (result) => result.purge?.captchaSolutions)).toBe(EXPIRED_ROWS);
    expect(sum(results, (result) => result.purge?.rateLimits)).toBe(EXPIRED_ROWS);
    expect(await db.select().from(captchaSolutions)).toHaveLength(1);
    expect(await db.select().from(rateLimits)).toHaveLength(1);

    // The wishlist alert: recorded and mailed once.
    expect(await db.select().from(wishlistAlerts)).toEqual([
      expect.objectContaining({ accountId: seeded.wisher.id, mailed: true }),
    ]);
    expect(sum(results, (result) => result.wishlist.alerts)).toBe(1);

    // Mails: every outbox row sent, each received by the SMTP sink exactly once — the seeded ones,
    // the receipt, the late refund's notice, the gift cards, the wishlist alert.
    const rows = await db
      .select({ recipient: outboxMails.recipient, sentAt: outboxMails.sentAt })
      .from(outboxMails);
    expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
    const recipients = rows.map((row) => row.recipient);
    for (const mail of [
      "paid.buyer@example.test",
      "late.buyer@example.test",
      seeded.wisher.mail,
      ...Array.from({ length: GIFTS }, (_, i) => `gift.friend${i}@example.test`),
      ...Array.from({ length: MAILS }, (_, i) => `outbox${i}@example.test`),
    ]) {
      expect(recipients).toContain(mail);
    }
    expect(tally(delivered)).toEqual(tally(recipients));
    expect(sum(results, (result) => result.mailed)).toBe(rows.length);
  });
});
