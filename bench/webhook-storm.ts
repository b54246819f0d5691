/**
 * The webhook storm of the payments section (bench/payments.ts): STORM.orders guest gift cards
 * bought through the API and paid on the built-in provider's hosted page, then each payment's
 * webhook delivered STORM.copies times, shuffled, STORM.concurrency at a time, as Mollie's retries
 * and a busy hour deliver them; the provider's own deliveries (one per payment, queued by the page)
 * race with them. Then every order is read back, and after the server stops, its buyer's mails are
 * counted in the outbox.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { and, count, inArray } from "drizzle-orm";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { outboxMails } from "../apps/server/src/db/schema/index.ts";
import {
  buyerAddress,
  deliveryPlan,
  inPool,
  payerAddress,
  percentile,
  STORM,
  WEBHOOK_SENDERS,
} from "./payments-plan.ts";

export interface StormRun {
  /** Each order's buyer (one mail address per order, so the outbox tells orders apart). */
  buyers: string[];
  deliveriesPerSecond: number;
  /** Milliseconds, of the webhook deliveries. */
  p99: number;
  non2xx: number;
  paid: number;
}

/** Creates and pays STORM.orders orders, then fires the storm; `tag` makes this run's buyers unique. */
export async function webhookStorm(base: string, tag: string, nextBuyer: () => number): Promise<StormRun> {
  const buyers = Array.from({ length: STORM.orders }, (_, i) => `bench.storm.${tag}.${i}@example.com`);
  const orders = await inPool(buyers, 10, async (buyerMail, i) => {
    const answer = await fetch(`${base}/api/giftcards?language=fr`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
        "x-forwarded-for": buyerAddress(nextBuyer()),
      },
      body: JSON.stringify({ amountCents: 2000 + (i % 10) * 1000, buyerMail }),
    });
    if (answer.status !== 201) {
      throw new Error(`POST /api/giftcards answered ${answer.status}: ${await answer.text()}`);
    }
    const { orderId, checkoutUrl } = (await answer.json()) as { orderId: string; checkoutUrl: string };
    return { orderId, paymentId: new URL(checkoutUrl).pathname.split("/").pop() ?? "" };
  });
  // The hosted page's form, as a browser posts it from the page (test-mode-test-kit.ts postCheckout).
  await inPool(orders, 10, async ({ paymentId }, i) => {
    const answer = await fetch(`${base}/dev/pay/${paymentId}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "null",
        "sec-fetch-site": "same-origin",
        "x-forwarded-for": payerAddress(i),
      },
      body: new URLSearchParams({ method: "creditcard", outcome: "paid" }).toString(),
    });
    await answer.body?.cancel();
    if (answer.status !== 303) {
      throw new Error(`POST /dev/pay/${paymentId} answered ${answer.status}`);
    }
  });

  const plan = deliveryPlan(
    orders.map((order) => order.paymentId),
    STORM.copies,
  );
  const startedAt = performance.now();
  const deliveries = await inPool(plan, STORM.concurrency, async (paymentId, i) => {
    const sentAt = performance.now();
    try {
      const answer = await fetch(`${base}/api/payments/webhook`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": WEBHOOK_SENDERS[i % WEBHOOK_SENDERS.length] as string,
        },
        body: new URLSearchParams({ id: paymentId }).toString(),
      });
      await answer.body?.cancel();
      return { ok: answer.status >= 200 && answer.status < 300, ms: performance.now() - sentAt };
    } catch {
      return { ok: false, ms: performance.now() - sentAt };
    }
  });
  const seconds = (performance.now() - startedAt) / 1000;

  const statuses = await inPool(orders, 10, async ({ orderId }) => {
    const answer = await fetch(`${base}/api/orders/${orderId}`);
    return answer.ok ? ((await answer.json()) as { status: string }).status : `HTTP ${answer.status}`;
  });
  return {
    buyers,
    deliveriesPerSecond: plan.length / seconds,
    p99: percentile(
      deliveries.map((d) => d.ms),
      0.99,
    ),
    non2xx: deliveries.filter((d) => !d.ok).length,
    paid: statuses.filter((status) => status === "paid").length,
  };
}

/**
 * Each buyer's order receipts and card mails in the outbox, read from the database once the server
 * has stopped (PGlite opens in one process at a time).
 */
export async function mailsOf(
  env: { DATA_DIR?: string; DATABASE_URL?: string },
  buyers: readonly string[],
): Promise<{ receipts: number; cards: number }[]> {
  const database = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: path.resolve(env.DATA_DIR ?? "") });
  try {
    const rows = await database.db
      .select({ recipient: outboxMails.recipient, kind: outboxMails.kind, mails: count() })
      .from(outboxMails)
      .where(
        and(
          inArray(outboxMails.recipient, [...buyers]),
          inArray(outboxMails.kind, ["order_receipt", "card_issued"]),
        ),
      )
      .groupBy(outboxMails.recipient, outboxMails.kind);
    const of = (buyer: string, kind: string) =>
      rows.find((row) => row.recipient === buyer && row.kind === kind)?.mails ?? 0;
    return buyers.map((buyer) => ({ receipts: of(buyer, "order_receipt"), cards: of(buyer, "card_issued") }));
  } finally {
    await database.close();
  }
}
