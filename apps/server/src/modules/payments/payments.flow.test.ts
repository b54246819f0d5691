import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { findOrder } from "./orders.repository.ts";
import { settleTestPayment, webhooksDelivered } from "./test-mode/index.ts";
import { postCheckout } from "./test-mode/test-mode-test-kit.ts";

// The whole path dev runs: the API writes the order, the built-in provider (Mollie's protocol over
// loopback) takes the payment on its page, posts its webhook with the id only, and the server
// fetches the payment to move the order.

const t = useTestApp({ seed: false });

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
});

async function buyGiftCard(buyerMail: string) {
  const answer = await t.app.inject({
    method: "POST",
    url: "/api/giftcards?language=fr",
    payload: { amountCents: 4000, buyerMail },
    headers: { "idempotency-key": randomUUID() },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json() as { orderId: string; checkoutUrl: string };
}

async function orderStatus(orderId: string) {
  return (await t.app.inject({ url: `/api/orders/${orderId}` })).json().status;
}

describe("a payment on the built-in provider", () => {
  it("is paid on the hosted page, and the webhook settles the order and mails the card", async () => {
    const { orderId, checkoutUrl } = await buyGiftCard("flow.buyer@example.com");
    const paymentId = new URL(checkoutUrl).pathname.split("/").pop() ?? "";
    expect(checkoutUrl).toMatch(/\/dev\/pay\/tr_/);
    const page = await t.app.inject({ url: `/dev/pay/${paymentId}`, remoteAddress: "127.0.0.1" });
    expect(page.body).toContain("40,00");
    const posted = await postCheckout(t, paymentId, { method: "creditcard", outcome: "paid" });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`http://localhost:3000/fr/orders/${orderId}`);
    await webhooksDelivered();
    expect(await orderStatus(orderId)).toBe("paid");
    const kinds = (await mailsTo(t, "flow.buyer@example.com")).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(["card_issued", "order_receipt"]);
  });

  it.each(["failed", "canceled", "expired"] as const)(
    "ends the order when the payer chooses %s",
    async (outcome) => {
      const { orderId } = await buyGiftCard(`flow.${outcome}@example.com`);
      const order = await findOrder(t.database.db, orderId);
      await settleTestPayment(t.database.db, order?.providerPaymentId ?? "", { outcome });
      await webhooksDelivered();
      expect(await orderStatus(orderId)).toBe(outcome);
      expect(await mailsTo(t, `flow.${outcome}@example.com`)).toEqual([]);
    },
  );

  it("leaves the order pending while the payer leaves the payment open", async () => {
    const { orderId } = await buyGiftCard("flow.open@example.com");
    const order = await findOrder(t.database.db, orderId);
    await settleTestPayment(t.database.db, order?.providerPaymentId ?? "", { outcome: "open" });
    await webhooksDelivered();
    expect(await orderStatus(orderId)).toBe("pending");
  });
});
