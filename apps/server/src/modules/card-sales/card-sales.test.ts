import { randomUUID } from "node:crypto";
import { CAPTCHA_HEADER } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { solvedCaptcha } from "../../../test/captcha.ts";
import { createCustomer } from "../../../test/factories.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { orders, walletCards } from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";
import { sendDueGifts } from "./gift-delivery.job.ts";

const provider = memoryProvider();
const t = useTestApp({ seed: false, paymentProvider: provider });

function buy(url: string, body: object, options: { key?: string; token?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: `${url}?language=en`,
    payload: body,
    headers: {
      "idempotency-key": options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

/** What the provider's webhook does once the payer chose: the id, form-encoded. */
async function payerPays(orderId: string) {
  const order = await findOrder(t.database.db, orderId);
  if (!order?.providerPaymentId) {
    throw new Error("no payment");
  }
  provider.settle(order.providerPaymentId, "paid");
  const webhook = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: `id=${order.providerPaymentId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(webhook.statusCode).toBe(200);
}

/** The number and pin a card mail carries. */
function cardIn(text: string) {
  const number = /(63\d\d) (\d{4}) (\d{4}) (\d{4})/.exec(text);
  const pin = /PIN\s*:?\s*(\d{6})/.exec(text);
  return { number: number?.slice(1).join("") ?? "", pin: pin?.[1] ?? "" };
}

describe("gift cards and movie cards", () => {
  it("sells a guest a gift card for a friend, mailed on its day, added by the friend with number and pin", async () => {
    const friend = await createCustomer(t.database.db);
    const today = new Date().toISOString().slice(0, 10);
    const answer = await buy("/api/giftcards", {
      amountCents: 5000,
      buyerMail: "guest.buyer@example.com",
      recipientMail: friend.mail,
      recipientName: "Sam",
      message: "Happy birthday!",
      sendOn: today,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId, checkoutUrl } = answer.json();
    expect(checkoutUrl).toMatch(/^https:\/\/pay\.example\/tr_/);
    const pending = await t.app.inject({ url: `/api/orders/${orderId}?language=en` });
    expect(pending.json()).toMatchObject({ status: "pending", totalCents: 5000, vatCents: 0, checkoutUrl });

    await payerPays(orderId);
    const paid = (await t.app.inject({ url: `/api/orders/${orderId}?language=en` })).json();
    expect(paid).toMatchObject({
      status: "paid",
      checkoutUrl: null,
      nextPath: null,
      gift: { recipientMail: friend.mail, sendOn: today, sent: true },
    });
    const [gift] = await mailsTo(t, friend.mail);
    expect(gift?.kind).toBe("card_gift");
    expect(gift?.text).toContain("Happy birthday!");
    const card = cardIn(gift?.text ?? "");
    expect(card.number).toMatch(/^6320\d{12}$/);
    expect((await mailsTo(t, "guest.buyer@example.com")).map((mail) => mail.kind)).toEqual(["order_receipt"]);

    const added = await t.app.inject({
      method: "PATCH",
      url: "/api/accounts/me/giftcard",
      payload: { cardNumber: card.number, pinCode: card.pin },
      headers: {
        authorization: `Bearer ${await t.tokenFor(friend.mail)}`,
        [CAPTCHA_HEADER]: await solvedCaptcha(t),
      },
    });
    expect(added.statusCode).toBe(200);
    expect(JSON.stringify(added.json())).toContain(card.number);
  });

  it("waits for a gift's day before issuing and mailing it", async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const answer = await buy("/api/prepaids", {
      type: "MOVIECARD_20",
      buyerMail: "early.buyer@example.com",
      recipientMail: "later.friend@example.com",
      sendOn: inAWeek,
    });
    await payerPays(answer.json().orderId);
    expect(await mailsTo(t, "later.friend@example.com")).toEqual([]);
    expect(await sendDueGifts(t.database.db, new Date())).toBe(0);
    expect(await sendDueGifts(t.database.db, new Date(Date.now() + 8 * 86_400_000))).toBe(1);
    expect(await sendDueGifts(t.database.db, new Date(Date.now() + 8 * 86_400_000))).toBe(0);
    const [mail] = await mailsTo(t, "later.friend@example.com");
    expect(cardIn(mail?.text ?? "").number).toMatch(/^6310\d{12}$/);
  });

  it("puts a signed-in buyer's movie card in their wallet, priced by the contract with its VAT", async () => {
    const buyer = await createCustomer(t.database.db, { domain: "nl", language: "nl" });
    const token = await t.tokenFor(buyer.mail);
    const answer = await buy("/api/prepaids", { type: "MOVIECARD_25" }, { token });
    expect(answer.statusCode).toBe(201);
    const { orderId } = answer.json();
    const order = await t.app.inject({
      url: `/api/orders/${orderId}?language=en`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The French domain's price: the request came to localhost (the French domain).
    expect(order.json()).toMatchObject({ totalCents: 23_750, vatRateBasisPoints: 550, vatCents: 1238 });
    await payerPays(orderId);
    const cards = await t.database.db.select().from(walletCards).where(eq(walletCards.accountId, buyer.id));
    expect(cards).toEqual([
      expect.objectContaining({ type: "MOVIECARD_25", remainingQuantity: 25, shareable: true }),
    ]);
    const paid = await t.app.inject({
      url: `/api/orders/${orderId}?language=nl`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(paid.json()).toMatchObject({ status: "paid", nextPath: "/nl/tickets" });
  });

  it("shows a customer's order to that customer only; a guest's by its id", async () => {
    const owner = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const answer = await buy(
      "/api/giftcards",
      { amountCents: 2000 },
      { token: await t.tokenFor(owner.mail) },
    );
    const url = `/api/orders/${answer.json().orderId}`;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const asOther = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(other.mail)}` },
    });
    expect(asOther.json()).toMatchObject({ code: "ORDER_NOT_FOUND" });
    const asOwner = await t.app.inject({
      url,
      headers: { authorization: `Bearer ${await t.tokenFor(owner.mail)}` },
    });
    expect(asOwner.statusCode).toBe(200);
    const forged = await t.app.inject({ url, headers: { authorization: "Bearer not-a-token" } });
    expect(forged.statusCode).toBe(401);
  });

  it("answers the same key with the same order, and refuses it for another body", async () => {
    const key = randomUUID();
    const body = { amountCents: 3000, buyerMail: "twice@example.com" };
    const first = await buy("/api/giftcards", body, { key });
    const again = await buy("/api/giftcards", body, { key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(orders).where(eq(orders.buyerMail, "twice@example.com"));
    expect(rows).toHaveLength(1);
    const other = await buy("/api/giftcards", { ...body, amountCents: 4000 }, { key });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringContaining("different"),
    });
    const none = await t.app.inject({ method: "POST", url: "/api/giftcards", payload: body });
    expect(none.json()).toMatchObject({ code: "IDEMPOTENCY_KEY_REQUIRED" });
  });

  it("refuses bad input before any payment, with the field", async () => {
    const before = provider.payments.size;
    const cases: [string, object, string][] = [
      ["/api/giftcards", { amountCents: 1900, buyerMail: "a@example.com" }, "amountCents"],
      ["/api/giftcards", { amountCents: 2050, buyerMail: "a@example.com" }, "amountCents"],
      ["/api/giftcards", { amountCents: 20100, buyerMail: "a@example.com" }, "amountCents"],
      ["/api/giftcards", { amountCents: 2000 }, "buyerMail"],
      ["/api/prepaids", { type: "IPL", buyerMail: "a@example.com" }, "type"],
      [
        "/api/prepaids",
        {
          type: "MOVIECARD_20",
          buyerMail: "a@example.com",
          sendOn: "2001-01-01",
          recipientMail: "b@example.com",
        },
        "sendOn",
      ],
      ["/api/prepaids", { type: "MOVIECARD_20", buyerMail: "a@example.com", message: "hi" }, "recipientMail"],
    ];
    for (const [url, body, field] of cases) {
      const answer = await buy(url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: field })]),
      );
    }
    expect(provider.payments.size).toBe(before);
  });

  it("answers 503 PAYMENT_UNAVAILABLE while the provider is down, and the same key works once it is back", async () => {
    const key = randomUUID();
    const body = { amountCents: 2500, buyerMail: "outage@example.com" };
    provider.down = true;
    const down = await buy("/api/giftcards", body, { key });
    provider.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: "PAYMENT_UNAVAILABLE" });
    expect(
      await t.database.db.select().from(orders).where(eq(orders.buyerMail, "outage@example.com")),
    ).toEqual([]);
    expect((await buy("/api/giftcards", body, { key })).statusCode).toBe(201);
  });
});
