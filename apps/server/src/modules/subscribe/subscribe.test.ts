import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";
import { mailsTo } from "../../../test/outbox.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { invoices, subscriptions } from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";

const provider = memoryProvider();
const t = useTestApp({ seed: false, paymentProvider: provider });

async function call(mail: string, url: string, body?: object, key = randomUUID()) {
  return t.app.inject({
    method: "POST",
    url,
    payload: body,
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}`, "idempotency-key": key },
  });
}

async function get(mail: string, url: string) {
  return (await t.app.inject({ url, headers: { authorization: `Bearer ${await t.tokenFor(mail)}` } })).json();
}

async function providerSays(orderId: string, status: "paid" | "failed") {
  const order = await findOrder(t.database.db, orderId);
  provider.settle(order?.providerPaymentId ?? "", status);
  const webhook = await t.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    payload: `id=${order?.providerPaymentId}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(webhook.statusCode).toBe(200);
}

describe("subscribing to a pass", () => {
  it("makes the pass once its first payment is paid: card, first invoice, state, welcome mail with the contract", async () => {
    const noah = await createCustomer(t.database.db, {
      domain: "nl",
      language: "nl",
      birthDate: "1995-02-03",
    });
    const answer = await call(noah.mail, "/api/accounts/me/subscription?language=nl", {
      plan: "CINEPASS",
      addOns: ["PREMIUM_FORMATS"],
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { orderId } = answer.json();
    const order = await get(noah.mail, `/api/orders/${orderId}?language=nl`);
    // Month, add-on and joining fee at the Dutch prices, 9 % VAT inside.
    expect(order).toMatchObject({ kind: "subscription", status: "pending", totalCents: 2350 + 650 + 2500 });
    expect(order.lines.map((line: { label: string }) => line.label)).toEqual([
      "Cinépass",
      "Premium-optie",
      "Inschrijvingskosten",
    ]);
    expect(
      provider.payments.get((await findOrder(t.database.db, orderId))?.providerPaymentId ?? ""),
    ).toMatchObject({
      sequenceType: "first",
      customerId: expect.stringMatching(/^cst_/),
    });
    expect((await get(noah.mail, "/api/accounts/me")).subscriptionState).toBeFalsy();

    await providerSays(orderId, "paid");
    const [subscription] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, noah.id));
    expect(subscription).toMatchObject({
      plan: "CINEPASS",
      addOns: ["PREMIUM_FORMATS"],
      status: "active",
      domain: "nl",
    });
    expect(subscription?.subscriptionNumber).toMatch(/^AB-NL-\d{6}$/);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.accountId, noah.id));
    expect(invoice).toMatchObject({ status: "paid", amountCents: 3000, extractedToNib: false });
    const cards = await get(noah.mail, "/api/accounts/me/cards");
    expect(JSON.stringify(cards)).toContain("CINEPASS");
    expect((await get(noah.mail, `/api/orders/${orderId}?language=nl`)).nextPath).toBe("/nl/subscription");
    const mails = await mailsTo(t, noah.mail);
    const welcome = mails.find((mail) => mail.kind === "subscription_welcome");
    expect(welcome?.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(
      Buffer.from(welcome?.attachments[0]?.base64 ?? "", "base64")
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(welcome?.text).toContain("14");
    expect(mails.map((mail) => mail.kind)).toContain("order_receipt");

    const again = await call(noah.mail, "/api/accounts/me/subscription", { plan: "EXPLORER", addOns: [] });
    expect(again.json()).toMatchObject({ code: "SUBSCRIPTION_ALREADY_ACTIVE" });
  });

  it("refuses a pass whose rules are not met, before any payment", async () => {
    const before = provider.payments.size;
    const older = await createCustomer(t.database.db, { birthDate: "1990-01-01" });
    const cases: [object, string][] = [
      [{ plan: "CINEPASS_26", addOns: [] }, "PASS_AGE_NOT_ALLOWED"],
      [{ plan: "CINEPASS_DUO", addOns: [] }, "PASS_PEOPLE_INVALID"],
      [{ plan: "FAMILY", addOns: [], members: [] }, "PASS_PEOPLE_INVALID"],
      [{ plan: "CINEPASS_GOLD", addOns: ["PREMIUM_FORMATS"] }, "PASS_ADD_ON_NOT_ALLOWED"],
      [{ plan: "PLATINUM", addOns: [] }, "BAD_REQUEST"],
    ];
    for (const [body, code] of cases) {
      const answer = await call(older.mail, "/api/accounts/me/subscription", body);
      expect(answer.json().code, JSON.stringify(body)).toBe(code);
    }
    const unregistered = await createCustomer(t.database.db, { registered: false });
    expect(
      (await call(unregistered.mail, "/api/accounts/me/subscription", { plan: "CINEPASS" })).json().code,
    ).toBe("REGISTRATION_INCOMPLETE");
    expect(provider.payments.size).toBe(before);
  });

  it("replaces an abandoned attempt, and refunds it if it is paid after all", async () => {
    const lea = await createCustomer(t.database.db, { birthDate: "2004-06-01" });
    const first = (
      await call(lea.mail, "/api/accounts/me/subscription", { plan: "CINEPASS_26", addOns: [] })
    ).json();
    const second = (
      await call(lea.mail, "/api/accounts/me/subscription", { plan: "CINEPASS_26", addOns: [] })
    ).json();
    expect((await findOrder(t.database.db, first.orderId))?.status).toBe("canceled");
    await providerSays(second.orderId, "paid");
    await providerSays(first.orderId, "paid");
    expect((await findOrder(t.database.db, first.orderId))?.status).toBe("refunded");
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.accountId, lea.id)),
    ).toHaveLength(1);
  });
});

describe("paying an unpaid invoice", () => {
  it("turns the invoice paid and the pass active again, once paid", async () => {
    const hugo = await createCustomer(t.database.db);
    const { invoices: rows } = await createPass(t.database.db, {
      customer: hugo,
      state: "unpaid",
      invoices: true,
    });
    const unpaid = rows.find((row) => row.status === "unpaid");
    expect((await get(hugo.mail, "/api/accounts/me/subscription")).unpaidInvoice).toBe(true);
    const answer = await call(
      hugo.mail,
      `/api/accounts/me/subscription/invoice/${unpaid?.id}/pay?language=en`,
    );
    expect(answer.statusCode, answer.body).toBe(201);
    await providerSays(answer.json().orderId, "paid");
    const after = await get(hugo.mail, "/api/accounts/me/subscription");
    expect(after).toMatchObject({ unpaidInvoice: false, status: "active" });
    const again = await call(hugo.mail, `/api/accounts/me/subscription/invoice/${unpaid?.id}/pay`);
    expect(again.json().code).toBe("INVOICE_ALREADY_PAID");
  });

  it("keeps the pass unpaid when the card payment fails, and never lets another customer pay or see it", async () => {
    const owner = await createCustomer(t.database.db);
    const other = await createCustomer(t.database.db);
    const { invoices: rows } = await createPass(t.database.db, {
      customer: owner,
      state: "unpaid",
      invoices: true,
    });
    const unpaid = rows.find((row) => row.status === "unpaid");
    const foreign = await call(other.mail, `/api/accounts/me/subscription/invoice/${unpaid?.id}/pay`);
    expect(foreign.json().code).toBe("INVOICE_NOT_FOUND");
    const answer = await call(owner.mail, `/api/accounts/me/subscription/invoice/${unpaid?.id}/pay`);
    const orderId = answer.json().orderId;
    const asOther = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: { authorization: `Bearer ${await t.tokenFor(other.mail)}` },
    });
    expect(asOther.statusCode).toBe(404);
    await providerSays(orderId, "failed");
    expect(await get(owner.mail, "/api/accounts/me/subscription")).toMatchObject({
      unpaidInvoice: true,
      status: "unpaid",
    });
  });
});
