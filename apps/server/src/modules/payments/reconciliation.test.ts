import { giftCardSale } from "@cinelux/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/database.ts";
import { type MemoryProvider, memoryProvider } from "../../../test/memory-provider.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { findOrder } from "./orders.repository.ts";
import { createPayments, type Payments } from "./payments.service.ts";
import { RECONCILE_LEASE_SECONDS, reconcileOrders } from "./reconciliation.job.ts";

// The reconciliation job's claim on a pending order (docs/domain/payments.md "Reconciliation"): a
// second run, in this process or another, asks the provider nothing about an order claimed by a run
// whose lease still holds; once the lease ends, an order still pending is asked about again.

const silent = { warn: () => undefined, error: () => undefined };
const LABEL = { fr: "Carte cadeau", nl: "Cadeaukaart", en: "Gift card" };
const MINUTE = 60_000;

let database: DatabaseHandle;
let provider: MemoryProvider;
let payments: Payments;
/** The payments the provider was asked about, one entry per call. */
const asked: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  provider = memoryProvider();
  const getPayment = provider.getPayment;
  provider.getPayment = (id) => {
    asked.push(id);
    return getPayment(id);
  };
  payments = createPayments({
    db: database.db,
    provider,
    webhookUrl: () => "https://cinelux.test/api/payments/webhook",
    log: silent,
  });
  payments.handle("giftCard", { fulfil: async () => ({ delivered: true }) });
});

afterAll(async () => {
  await database?.close();
});

describe("the reconciliation job's claim on a pending order", () => {
  it("asks about a pending order once per lease, and again after it while the order is still pending", async () => {
    const { orderId } = await payments.checkout({
      kind: "giftCard",
      accountId: null,
      buyerMail: "buyer@example.com",
      language: "en",
      domain: "fr",
      sale: giftCardSale(5000, "fr"),
      labels: [LABEL],
      description: LABEL,
      payload: {},
      origin: "http://localhost:3000",
      nextPath: null,
    });
    const paymentId = (await findOrder(database.db, orderId))?.providerPaymentId ?? "";
    const start = Date.now() + 16 * MINUTE;

    const first = await reconcileOrders(database.db, payments, { now: new Date(start), log: silent });
    expect(first).toMatchObject({ looked: 1, settled: 0 });
    const inLease = await reconcileOrders(database.db, payments, {
      now: new Date(start + MINUTE),
      log: silent,
    });
    expect(inLease.looked).toBe(0);
    expect(asked).toEqual([paymentId]);

    provider.settle(paymentId, "paid");
    const afterLease = new Date(start + RECONCILE_LEASE_SECONDS * 1000 + 1);
    const second = await reconcileOrders(database.db, payments, { now: afterLease, log: silent });
    expect(second).toMatchObject({ looked: 1, settled: 1 });
    expect(asked).toEqual([paymentId, paymentId]);
    expect((await findOrder(database.db, orderId))?.status).toBe("paid");
  });
});
