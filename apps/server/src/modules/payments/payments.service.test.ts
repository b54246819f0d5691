import { giftCardSale } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { type MemoryProvider, memoryProvider } from "../../../test/memory-provider.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { ledgerEntries, orderEvents, orders } from "../../db/schema/index.ts";
import { findOrder } from "./orders.repository.ts";
import { createPayments, type Payments } from "./payments.service.ts";
import { reconcileOrders } from "./reconciliation.job.ts";

const t = useTestApp({ seed: false });
const silent = { warn: () => undefined, error: () => undefined };
const LABEL = { fr: "Carte cadeau", nl: "Cadeaukaart", en: "Gift card" };

let provider: MemoryProvider;
let payments: Payments;
let calls: { fulfil: number; abandon: number; refunded: number; late: "fulfil" | "refund" };

beforeEach(() => {
  provider = memoryProvider();
  payments = createPayments({
    db: t.database.db,
    provider,
    webhookUrl: () => "https://cinelux.test/api/payments/webhook",
    log: silent,
  });
  calls = { fulfil: 0, abandon: 0, refunded: 0, late: "refund" };
  payments.handle("giftCard", {
    fulfil: async () => {
      calls.fulfil++;
      return { delivered: true };
    },
    abandon: async () => {
      calls.abandon++;
    },
    refunded: async () => {
      calls.refunded++;
    },
    latePayment: async () => calls.late,
  });
});

async function checkout(amountCents = 5000, buyerMail = "buyer@example.com") {
  return payments.checkout({
    kind: "giftCard",
    accountId: null,
    buyerMail,
    language: "en",
    domain: "fr",
    sale: giftCardSale(amountCents, "fr"),
    labels: [LABEL],
    description: LABEL,
    payload: {},
    origin: "http://localhost:3000",
    nextPath: null,
  });
}

async function paymentOf(orderId: string) {
  const order = await findOrder(t.database.db, orderId);
  if (!order?.providerPaymentId) {
    throw new Error("no payment");
  }
  return { order, paymentId: order.providerPaymentId };
}

describe("orders and their payments", () => {
  it("writes a pending order with the provider's page, and the order page of the site as the way back", async () => {
    const { orderId, checkoutUrl } = await checkout();
    const { order, paymentId } = await paymentOf(orderId);
    expect(order).toMatchObject({
      status: "pending",
      totalCents: 5000,
      vatCents: 0,
      buyerMail: "buyer@example.com",
    });
    expect(checkoutUrl).toBe(`https://pay.example/${paymentId}`);
    expect(provider.payments.get(paymentId)?.metadata).toEqual({ orderId, kind: "giftCard" });
  });

  it("delivers a paid order once, however many times and in whatever order the webhook comes", async () => {
    const { orderId } = await checkout();
    const { paymentId } = await paymentOf(orderId);
    await payments.sync(paymentId, "webhook");
    expect((await findOrder(t.database.db, orderId))?.status).toBe("pending");
    provider.settle(paymentId, "paid");
    await Promise.all(Array.from({ length: 8 }, () => payments.sync(paymentId, "webhook")));
    await payments.sync(paymentId, "reconciliation");
    const order = await findOrder(t.database.db, orderId);
    expect(order).toMatchObject({ status: "paid", result: { delivered: true } });
    expect(calls.fulfil).toBe(1);
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.toStatus)).toEqual(["pending", "paid"]);
    const [ledger] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.providerId, paymentId));
    expect(ledger?.statusHistory.map((change) => change.status)).toEqual(["open", "paid"]);
    const [receipt] = await mailsTo(t, "buyer@example.com");
    expect(receipt?.kind).toBe("order_receipt");
    expect(receipt?.text).toContain("50.00");
  });

  it.each(["failed", "canceled", "expired"] as const)(
    "ends an order whose payment is %s, delivering nothing",
    async (status) => {
      const { orderId } = await checkout();
      const { paymentId } = await paymentOf(orderId);
      provider.settle(paymentId, status);
      await payments.sync(paymentId, "webhook");
      await payments.sync(paymentId, "webhook");
      expect((await findOrder(t.database.db, orderId))?.status).toBe(status);
      expect(calls).toMatchObject({ fulfil: 0, abandon: 1 });
    },
  );

  it("refunds a payment that succeeds after its order expired, once, and tells the buyer", async () => {
    const { orderId } = await checkout(4000, "late@example.com");
    const { order, paymentId } = await paymentOf(orderId);
    await payments.expire(order);
    provider.settle(paymentId, "paid");
    await payments.sync(paymentId, "webhook");
    await payments.sync(paymentId, "webhook");
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: "refunded",
      refundedCents: 4000,
    });
    expect(provider.refunds).toEqual([{ paymentId, amountCents: 4000, key: `late-refund-${orderId}` }]);
    expect(calls.fulfil).toBe(0);
    const kinds = (await mailsTo(t, "late@example.com")).map((mail) => mail.kind);
    expect(kinds).toEqual(["order_refunded"]);
  });

  it("delivers a late payment when its kind still can", async () => {
    calls.late = "fulfil";
    const { orderId } = await checkout();
    const { order, paymentId } = await paymentOf(orderId);
    await payments.expire(order);
    provider.settle(paymentId, "paid");
    await payments.sync(paymentId, "webhook");
    expect((await findOrder(t.database.db, orderId))?.status).toBe("paid");
    expect(provider.refunds).toEqual([]);
  });

  it("answers PAYMENT_UNAVAILABLE when the provider is down, leaving no order behind", async () => {
    provider.down = true;
    const before = (await t.database.db.select().from(orders)).length;
    await expect(checkout()).rejects.toMatchObject({ code: "PAYMENT_UNAVAILABLE" });
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it("takes back what a paid order delivered when its money is charged back", async () => {
    const { orderId } = await checkout(3000);
    const { paymentId } = await paymentOf(orderId);
    provider.settle(paymentId, "paid");
    await payments.sync(paymentId, "webhook");
    provider.settle(paymentId, "paid", { amountChargedBackCents: 3000 });
    await payments.sync(paymentId, "webhook");
    await payments.sync(paymentId, "webhook");
    expect(await findOrder(t.database.db, orderId)).toMatchObject({
      status: "refunded",
      refundedCents: 3000,
    });
    expect(calls.refunded).toBe(1);
  });

  it("ignores a payment id that is none of ours", async () => {
    await expect(payments.sync("tr_unknown", "webhook")).resolves.toBeUndefined();
  });

  it("reconciles what a lost webhook left pending, and gives up on what is past its time", async () => {
    const paid = await checkout();
    const open = await checkout();
    provider.settle((await paymentOf(paid.orderId)).paymentId, "paid");
    const later = new Date(Date.now() + 16 * 60_000);
    const first = await reconcileOrders(t.database.db, payments, { now: later, log: silent });
    expect(first).toMatchObject({ settled: 1, expired: 0, failed: 0 });
    expect((await findOrder(t.database.db, open.orderId))?.status).toBe("pending");
    const muchLater = new Date(Date.now() + 31 * 60_000);
    const second = await reconcileOrders(t.database.db, payments, { now: muchLater, log: silent });
    expect(second.expired).toBeGreaterThanOrEqual(1);
    expect((await findOrder(t.database.db, open.orderId))?.status).toBe("expired");
    expect((await findOrder(t.database.db, paid.orderId))?.status).toBe("paid");
  });
});
