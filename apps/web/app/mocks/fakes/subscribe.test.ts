import { CheckoutResponseSchema, OrderSchema } from "@cinelux/contract/orders";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeDb, resetFakeDb } from "../fake-db";
import { BEARER_JSON, FR } from "./fakes-test-kit";

beforeEach(() => resetFakeDb("no-pass"));

async function orderOf(response: Response, language: string) {
  const { orderId, checkoutUrl } = CheckoutResponseSchema.parse(await response.json());
  expect(checkoutUrl).toBe(`${FR}/${language}/orders/${orderId}`);
  const read = await fetch(`${FR}/api/orders/${orderId}?language=${language}`, { headers: BEARER_JSON });
  expect(read.status).toBe(200);
  return OrderSchema.parse(await read.json());
}

describe("the fake pass and invoice payments, as the server's orders", () => {
  it("keeps a new pass's order paid, with its first payment and the subscription as next step", async () => {
    const response = await fetch(`${FR}/api/accounts/me/subscription?language=nl`, {
      method: "POST",
      headers: { ...BEARER_JSON, "idempotency-key": "pass-1" },
      body: JSON.stringify({ plan: "CINEPASS", addOns: [] }),
    });
    expect(response.status).toBe(201);
    const order = await orderOf(response, "nl");
    expect(order).toMatchObject({
      kind: "subscription",
      status: "paid",
      description: "Cinépass: eerste maand",
      nextPath: "/nl/subscription",
      checkoutUrl: null,
      gift: null,
    });
    expect(order.lines.map((line) => line.label)).toEqual([
      "Cinépass",
      "Inschrijfkosten (uitgifte van de kaart)",
    ]);
  });

  it("keeps an unpaid invoice's order paid, named by the invoice", async () => {
    resetFakeDb("pass-unpaid");
    const unpaid = fakeDb().pass.invoices.find((invoice) => invoice.status === "unpaid");
    if (!unpaid) {
      throw new Error("the pass-unpaid scenario has an unpaid invoice");
    }
    const response = await fetch(`${FR}/api/accounts/me/subscription/invoice/${unpaid.id}/pay?language=fr`, {
      method: "POST",
      headers: { ...BEARER_JSON, "idempotency-key": "invoice-1" },
    });
    const order = await orderOf(response, "fr");
    expect(order).toMatchObject({
      kind: "invoice",
      status: "paid",
      description: `Facture ${unpaid.name}`,
      totalCents: unpaid.amount,
      nextPath: "/fr/subscription",
    });
  });
});
