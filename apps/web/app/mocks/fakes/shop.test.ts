import { AccountResponseSchema } from "@cinelux/contract/account";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { CheckoutResponseSchema, JoinClubResponseSchema, OrderSchema } from "@cinelux/contract/orders";
import { beforeEach, describe, expect, it } from "vitest";
import { resetFakeDb } from "../fake-db";
import { BEARER, FR } from "./fakes-test-kit";
import { FAKE_PAYMENT_DOWN_MAIL } from "./shop";
import { FAKE_ORDER_IDS, FAKE_READS_BEFORE_PAID } from "./shop-state";

beforeEach(() => resetFakeDb());

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${FR}${path}?language=en`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function order(id: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${FR}/api/orders/${id}?language=en`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("the fake payment endpoints", () => {
  it("sells a guest a gift card, replays the same key and refuses it with another body", async () => {
    const body = { amountCents: 5_000, buyerMail: "guest@example.com" };
    const first = await post("/api/giftcards", body, { "idempotency-key": "key-1" });
    expect(first.status).toBe(201);
    const checkout = CheckoutResponseSchema.parse(await first.json());
    expect(checkout.checkoutUrl).toBe(`${FR}/en/orders/${checkout.orderId}`);
    const again = await post("/api/giftcards", body, { "idempotency-key": "key-1" });
    expect(CheckoutResponseSchema.parse(await again.json()).orderId).toBe(checkout.orderId);
    const other = await post(
      "/api/giftcards",
      { ...body, amountCents: 6_000 },
      { "idempotency-key": "key-1" },
    );
    expect(other.status).toBe(422);
    expect(ErrorResponseSchema.parse(await other.json()).code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("refuses a call without a key, a guest without a mail, and amounts between euros", async () => {
    const none = await post("/api/prepaids", { type: "MOVIECARD_20", buyerMail: "a@example.com" });
    expect(ErrorResponseSchema.parse(await none.json()).code).toBe("IDEMPOTENCY_KEY_REQUIRED");
    const refused = await post("/api/giftcards", { amountCents: 2_550 }, { "idempotency-key": "k" });
    expect(refused.status).toBe(400);
    expect(ErrorResponseSchema.parse(await refused.json()).fields).toEqual([
      { path: "buyerMail", code: "required" },
      { path: "amountCents", code: "invalid_value" },
    ]);
    const down = await post(
      "/api/prepaids",
      { type: "MOVIECARD_20", buyerMail: FAKE_PAYMENT_DOWN_MAIL },
      { "idempotency-key": "k2" },
    );
    expect(down.status).toBe(503);
  });

  it("turns a new order paid after the page's first polls, a customer's only with the token", async () => {
    const created = await post(
      "/api/prepaids",
      { type: "MOVIECARD_25" },
      { ...BEARER, "idempotency-key": "key-2" },
    );
    const { orderId } = CheckoutResponseSchema.parse(await created.json());
    expect((await order(orderId)).status).toBe(404);
    for (let read = 0; read < FAKE_READS_BEFORE_PAID; read++) {
      expect(OrderSchema.parse((await order(orderId, BEARER)).body).status).toBe("pending");
    }
    const paid = OrderSchema.parse((await order(orderId, BEARER)).body);
    expect(paid).toMatchObject({
      status: "paid",
      kind: "prepaid",
      nextPath: "/en/tickets",
      checkoutUrl: null,
    });
    expect(paid.lines[0]?.label).toBe("25-seat movie card");
  });

  it("keeps an order in every settled state, each parsed by the contract", async () => {
    for (const id of Object.values(FAKE_ORDER_IDS)) {
      OrderSchema.parse((await order(id, BEARER)).body);
    }
    expect(OrderSchema.parse((await order(FAKE_ORDER_IDS.refunded, BEARER)).body).refundedCents).toBe(19_800);
    expect((await order("not-a-uuid")).status).toBe(400);
  });

  it("lets the signed-in customer join the Club", async () => {
    const joined = await fetch(`${FR}/api/accounts/me/club`, { method: "POST", headers: BEARER });
    expect(JoinClubResponseSchema.parse(await joined.json())).toEqual({ hasLoyalty: true });
    const account = await fetch(`${FR}/api/accounts/me`, { headers: BEARER });
    expect(AccountResponseSchema.parse(await account.json()).hasLoyalty).toBe(true);
    expect((await fetch(`${FR}/api/accounts/me/club`, { method: "POST" })).status).toBe(401);
  });
});
