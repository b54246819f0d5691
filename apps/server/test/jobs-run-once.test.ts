// Jobs run once across processes (docs/scaling.md "What runs once"): three processes run every
// periodic job at the same moment on one database with due work of every kind, and every side effect
// is counted outside them — mails by an SMTP sink, provider calls by a stand-in speaking Mollie's
// protocol, rows in the database: each happens exactly once. PGlite has one connection and no second
// process: there the three runs go at once inside this process, on its one database.
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db/client.ts";
import {
  captchaSolutions,
  invoices,
  orders,
  outboxMails,
  rateLimits,
  sessionSeats,
  subscriptionAudit,
  walletCards,
  wishlistAlerts,
} from "../src/db/schema/index.ts";
import { createTestDatabase } from "./database.ts";
import { DUE, seedDueWork } from "./due-work.factories.ts";
import { type EveryJobResult, runEveryJob } from "./every-job.ts";
import { listen, mollieStandIn, type ProviderCall } from "./mollie-stand-in.ts";

const PROCESSES = 3;

const processEntry = fileURLToPath(new URL("./every-job-process.ts", import.meta.url));

/** Every request the provider stand-in answered. */
const providerCalls: ProviderCall[] = [];
/** The recipients of every mail the SMTP sink received, one entry per delivery. */
const delivered: string[] = [];

let database: DatabaseHandle;
let provider: Server;
let smtp: SMTPServer;
let providerUrl: string;
let smtpUrl: string;
const providerPayments = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  database = await createTestDatabase();
  provider = mollieStandIn({ payments: providerPayments, calls: providerCalls });
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
    const seeded = await seedDueWork(database.db, providerPayments);
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
      Object.fromEntries(
        Array.from({ length: DUE.debits }, (_, i) => [`customers/cst_jobs${i}/mandates`, 1]),
      ),
    );
    const debitOrders = await db
      .select({ payload: orders.payload, paymentId: orders.providerPaymentId })
      .from(orders)
      .where(sql`${orders.payload} ->> 'debit' = 'true'`);
    expect(tally(debitOrders.map((order) => String(order.payload.invoiceId)))).toEqual(
      Object.fromEntries(seeded.debited.map((invoice) => [invoice.id, 1])),
    );
    expect(debitOrders.every((order) => order.paymentId?.startsWith("tr_debit"))).toBe(true);
    expect(sum(results, (result) => result.debits.submitted)).toBe(DUE.debits);
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
    expect(sum(results, (result) => result.billing.invoicesIssued)).toBe(DUE.billed);

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
    expect(new Set(cardIds).size).toBe(DUE.gifts);
    expect(await db.select({ id: walletCards.id }).from(walletCards)).toHaveLength(DUE.gifts);
    expect(sum(results, (result) => result.gifts)).toBe(DUE.gifts);

    // Holds: the ended holds' seats given back once; the running hold keeps its own.
    const claims = await db.select({ seatId: sessionSeats.seatId }).from(sessionSeats);
    expect(claims.map((claim) => claim.seatId).sort()).toEqual([
      `A${DUE.expiredHolds + 1}`,
      `B${DUE.expiredHolds + 1}`,
    ]);
    expect(sum(results, (result) => result.holds)).toBe(2 * DUE.expiredHolds);

    // Purge: the expired rows deleted once (one process held the lock, or found nothing left).
    expect(sum(results, (result) => result.purge?.captchaSolutions)).toBe(DUE.expiredRows);
    expect(sum(results, (result) => result.purge?.rateLimits)).toBe(DUE.expiredRows);
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
      ...Array.from({ length: DUE.gifts }, (_, i) => `gift.friend${i}@example.test`),
      ...Array.from({ length: DUE.mails }, (_, i) => `outbox${i}@example.test`),
    ]) {
      expect(recipients).toContain(mail);
    }
    expect(tally(delivered)).toEqual(tally(recipients));
    expect(sum(results, (result) => result.mailed)).toBe(rows.length);
  });
});
