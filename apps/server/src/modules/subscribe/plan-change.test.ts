import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer } from "../../../test/factories.ts";
import { memoryProvider } from "../../../test/memory-provider.ts";
import { createPass } from "../../../test/passes.factories.ts";
import { passCards, subscriptions } from "../../db/schema/index.ts";
import { findOrder } from "../payments/orders.repository.ts";

const provider = memoryProvider();
const t = useTestApp({ seed: false, paymentProvider: provider });

async function change(mail: string, body: object) {
  return t.app.inject({
    method: "POST",
    url: "/api/accounts/me/subscription/plan?language=en",
    payload: body,
    headers: { authorization: `Bearer ${await t.tokenFor(mail)}`, "idempotency-key": randomUUID() },
  });
}

async function paid(orderId: string) {
  const order = await findOrder(t.database.db, orderId);
  provider.settle(order?.providerPaymentId ?? "", "paid");
  await t.app.payments.sync(order?.providerPaymentId ?? "", "webhook");
  return findOrder(t.database.db, orderId);
}

async function passOf(accountId: string) {
  const [row] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  const [card] = await t.database.db
    .select()
    .from(passCards)
    .where(eq(passCards.id, row?.cardId ?? ""));
  return { row, card };
}

describe("changing plan", () => {
  it("charges an upgrade for the rest of the month and puts it in force once paid", async () => {
    const customer = await createCustomer(t.database.db);
    await createPass(t.database.db, { customer, plan: "CINEPASS" });
    const answer = await change(customer.mail, { plan: "CINEPASS_GOLD", addOns: [] });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ change: "upgrade", orderId: expect.any(String) });
    const order = (
      await t.app.inject({
        url: `/api/orders/${answer.json().orderId}?language=en`,
        headers: { authorization: `Bearer ${await t.tokenFor(customer.mail)}` },
      })
    ).json();
    // At most a month's difference (29.90 - 22.90 €), at 5.5 % VAT.
    expect(order).toMatchObject({ kind: "planChange", vatRateBasisPoints: 550 });
    expect(order.totalCents).toBeGreaterThan(0);
    expect(order.totalCents).toBeLessThanOrEqual(700);
    expect(order.lines[0].label).toBe("Plan change: Cinépass → Cinépass Gold (until the next debit)");
    expect((await passOf(customer.id)).row?.plan).toBe("CINEPASS");

    expect((await paid(answer.json().orderId))?.status).toBe("paid");
    const { row, card } = await passOf(customer.id);
    expect(row?.plan).toBe("CINEPASS_GOLD");
    expect(card).toMatchObject({ type: "CINEPASS_GOLD", label: "Cinépass Gold" });
  });

  it("schedules a cheaper plan for the commitment's end, without a payment", async () => {
    const customer = await createCustomer(t.database.db);
    const { model } = await createPass(t.database.db, { customer, plan: "CINEPASS_GOLD", monthsHeld: 2 });
    const before = provider.payments.size;
    const answer = await change(customer.mail, { plan: "CINEPASS", addOns: [] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ change: "scheduled", executionDate: model.commitmentEndDate });
    expect(provider.payments.size).toBe(before);
    expect((await passOf(customer.id)).row).toMatchObject({
      plan: "CINEPASS_GOLD",
      planChangePlan: "CINEPASS",
    });
  });

  it("refuses the plan held, a pass's rules, and a customer without a pass", async () => {
    const customer = await createCustomer(t.database.db, { birthDate: "1980-01-01" });
    await createPass(t.database.db, { customer, plan: "CINEPASS" });
    expect((await change(customer.mail, { plan: "CINEPASS", addOns: [] })).json().code).toBe(
      "SUBSCRIPTION_CHANGE_NOT_ALLOWED",
    );
    expect((await change(customer.mail, { plan: "CINEPASS_DUO", addOns: [] })).json().code).toBe(
      "PASS_PEOPLE_INVALID",
    );
    const none = await createCustomer(t.database.db);
    expect((await change(none.mail, { plan: "CINEPASS", addOns: [] })).json().code).toBe(
      "SUBSCRIPTION_NOT_FOUND",
    );
  });

  it("refunds an upgrade paid after the pass moved to another plan", async () => {
    const customer = await createCustomer(t.database.db);
    await createPass(t.database.db, { customer, plan: "CINEPASS" });
    const first = (await change(customer.mail, { plan: "UNLIMITED_GOLD", addOns: [] })).json();
    const second = (await change(customer.mail, { plan: "CINEPASS_GOLD", addOns: [] })).json();
    expect((await findOrder(t.database.db, first.orderId))?.status).toBe("canceled");
    await paid(second.orderId);
    expect((await paid(first.orderId))?.status).toBe("refunded");
    expect((await passOf(customer.id)).row?.plan).toBe("CINEPASS_GOLD");
  });
});
