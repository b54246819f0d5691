/**
 * The webhook storm of the payments section (bench/payments.ts): STORM.orders guest gift cards
 * bought through the API and paid on the built-in provider's hosted page, each payment's webhook
 * delivered STORM.copies times once it is paid, shuffled, STORM.concurrency at a time, as Mollie's
 * retries and a busy hour deliver them; the provider's own deliveries (one per payment, queued by
 * the page) race with them. Then every order is read back, and after the server stops, its buyer's
 * mails are counted in the outbox.
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

/** Creates STORM.orders orders, pays them and fires the storm; `tag` makes this run's buyers unique. */
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
  const plan = deliveryPlan(
    orders.map((order) => order.paymentId),
    STORM.copies,
  );
  // Each payment is paid on its page as the storm begins, in the order the plan first names it, and
  // its deliveries wait for that: a payment's first deliveries then race the provider's own
  // (queued by the page, sent within milliseconds) while the order is still pending. Orders paid
  // before the storm would all be settled by the provider's delivery already, and the storm could
  // not tell a webhook applied twice from one applied once (without the order's row lock it passed).
  const paid = new Map(orders.map(({ paymentId }) => [paymentId, settlement()]));
  for (const { promise } of paid.values()) {
    promise.catch(() => undefined); // awaited by the deliveries; a failure fails the storm there
  }
  const startedAt = performance.now();
  const paying = inPool([...new Set(plan)], 10, async (paymentId, i) => {
    const done = paid.get(paymentId);
    try {
      await payOnPage(base, paymentId, payerAddress(i));
      done?.resolve();
    } catch (error) {
      done?.reject(error);
    }
  });
  const deliveries = await inPool(plan, STORM.concurrency, async (paymentId, i) => {
    await paid.get(paymentId)?.promise;
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
  await paying;
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

/** A promise and the functions that settle it (Promise.withResolvers, outside the ES2022 library). */
function settlement(): { promise: Promise<void>; resolve(): void; reject(error: unknown): void } {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The hosted page's form, as a browser posts it from the page (test-mode-test-kit.ts postCheckout). */
async function payOnPage(base: string, paymentId: string, payer: string): Promise<void> {
  const answer = await fetch(`${base}/dev/pay/${paymentId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "null",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": payer,
    },
    body: new URLSearchParams({ method: "creditcard", outcome: "paid" }).toString(),
  });
  await answer.body?.cancel();
  if (answer.status !== 303) {
    throw new Error(`POST /dev/pay/${paymentId} answered ${answer.status}`);
  }
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
