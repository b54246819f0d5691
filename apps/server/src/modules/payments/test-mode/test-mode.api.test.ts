import { MollieApiError as ApiError, SequenceType } from "@mollie/api-client";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../../test/app.ts";
import { eventually } from "../../../../test/eventually.ts";
import { paymentTestPayments } from "../../../db/schema/index.ts";
import { settleTestPayment } from "./test-mode.service.ts";
import { postCheckout, useOfficialClient } from "./test-mode-test-kit.ts";

// The built-in provider driven by the official Mollie client, as the payment adapter drives it
// (docs/domain/payments-test-mode.md).

const t = useTestApp({ seed: false });
const mollie = useOfficialClient(t);

const ticket = {
  amount: { currency: "EUR", value: "12.50" },
  description: "Two tickets, Cinélux Brussels",
  redirectUrl: "http://localhost:3000/fr/tickets/return",
  locale: "fr_BE",
  metadata: { order: "o-1" },
} as const;

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("payments through the official client", () => {
  it("creates an open payment with a checkout link on the site, reads it and cancels it", async () => {
    const created = await mollie.client.payments.create({ ...ticket, locale: ticket.locale as never });
    expect(created.id).toMatch(/^tr_[A-Za-z0-9]{22}$/);
    expect(created).toMatchObject({
      status: "open",
      mode: "test",
      amount: { currency: "EUR", value: "12.50" },
      description: ticket.description,
      sequenceType: "oneoff",
      metadata: { order: "o-1" },
      isCancelable: true,
    });
    // The payer's page is on the site's address, wherever the API was called from.
    expect(created.getCheckoutUrl()).toBe(`${t.config.publicUrl}/dev/pay/${created.id}`);
    const expires = Date.parse(created.expiresAt ?? "") - Date.parse(created.createdAt);
    expect(expires).toBe(15 * 60_000);

    const read = await mollie.client.payments.get(created.id);
    expect(read.status).toBe("open");
    const canceled = await mollie.client.payments.cancel(created.id);
    expect(canceled.status).toBe("canceled");
    expect(canceled.canceledAt).toBeDefined();
    expect(canceled.getCheckoutUrl()).toBeNull();
    const again = await refusal(mollie.client.payments.cancel(created.id));
    expect(again.statusCode).toBe(422);
  });

  it("refuses an invalid body with Mollie's 422 naming the field", async () => {
    const error = await refusal(
      mollie.client.payments.create({
        ...ticket,
        amount: { currency: "EUR", value: "12.5" },
        locale: undefined,
      }),
    );
    expect(error.statusCode).toBe(422);
    expect(error.field).toBe("amount.value");
    const noRedirect = await refusal(
      mollie.client.payments.create({ ...ticket, redirectUrl: undefined, locale: undefined }),
    );
    expect(noRedirect.field).toBe("redirectUrl");
  });

  it("answers 404 in Mollie's shape for an unknown payment, customer and route", async () => {
    const payment = await refusal(mollie.client.payments.get("tr_doesnotexist0000000000"));
    expect(payment.statusCode).toBe(404);
    expect(payment.message).toBe("No payment exists with token tr_doesnotexist0000000000.");
    const customer = await refusal(mollie.client.customers.get("cst_doesnotexist000000000"));
    expect(customer.statusCode).toBe(404);
    const injected = await t.app.inject({
      url: "/dev/mollie/v2/nothing-here",
      remoteAddress: "127.0.0.1",
      headers: { authorization: "Bearer test_CineluxBuiltInProviderKey00000" },
    });
    expect(injected.statusCode).toBe(404);
    expect(injected.headers["content-type"]).toContain("application/hal+json");
    expect(injected.json()).toMatchObject({ status: 404, title: "Not Found" });
  });

  it("answers 401 without an API key, and with a live key", async () => {
    const without = await t.app.inject({ url: "/dev/mollie/v2/payments/tr_x", remoteAddress: "127.0.0.1" });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toEqual({
      status: 401,
      title: "Unauthorized Request",
      detail: "Missing authentication, or failed to authenticate",
      _links: {
        documentation: { href: "https://docs.mollie.com/overview/authentication", type: "text/html" },
      },
    });
    const live = await refusal(mollie.clientWith("live_CineluxBuiltInProviderKey00000").payments.get("tr_x"));
    expect(live.statusCode).toBe(401);
  });

  it("reads an open payment past its expiry as expired, without a checkout link", async () => {
    const created = await mollie.client.payments.create({ ...ticket, locale: undefined });
    await t.database.db
      .update(paymentTestPayments)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(paymentTestPayments.id, created.id));
    const read = await mollie.client.payments.get(created.id);
    expect(read.status).toBe("expired");
    expect(read.expiredAt).toBeDefined();
    expect(read.getCheckoutUrl()).toBeNull();
  });

  it("replays the first answer for the same idempotency key, and refuses the key for another body", async () => {
    const first = await mollie.client.payments.create({
      ...ticket,
      locale: undefined,
      idempotencyKey: "order-o-2",
    });
    const replay = await mollie.client.payments.create({
      ...ticket,
      locale: undefined,
      idempotencyKey: "order-o-2",
    });
    expect(replay.id).toBe(first.id);
    const other = await refusal(
      mollie.client.payments.create({
        ...ticket,
        description: "Another order",
        locale: undefined,
        idempotencyKey: "order-o-2",
      }),
    );
    expect(other.statusCode).toBe(422);
    const fresh = await mollie.client.payments.create({ ...ticket, locale: undefined });
    expect(fresh.id).not.toBe(first.id);
  });
});

describe("mandates and recurring debits", () => {
  async function firstPaymentPaid(laterDebits: "paid" | "bounce", method = "ideal") {
    const customer = await mollie.client.customers.create({ name: "Ada Test", email: "ada@example.test" });
    expect(customer.id).toMatch(/^cst_/);
    const first = await mollie.client.payments.create({
      ...ticket,
      locale: undefined,
      customerId: customer.id,
      sequenceType: SequenceType.first,
    });
    const posted = await postCheckout(t, first.id, { outcome: "paid", method, laterDebits });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(ticket.redirectUrl);
    return { customer, first: await mollie.client.payments.get(first.id) };
  }

  it("gives a first payment paid on the page a mandate, then debits it later and answers paid", async () => {
    const { customer, first } = await firstPaymentPaid("paid");
    expect(first.status).toBe("paid");
    expect(first.mandateId).toMatch(/^mdt_/);
    const mandates = await mollie.client.customerMandates.page({ customerId: customer.id });
    expect(mandates).toHaveLength(1);
    expect(mandates[0]).toMatchObject({ id: first.mandateId, status: "valid", method: "directdebit" });

    const debit = await mollie.client.payments.create({
      amount: { currency: "EUR", value: "21.90" },
      description: "Pass, March",
      customerId: customer.id,
      sequenceType: SequenceType.recurring,
    });
    expect(debit.status).toBe("pending");
    expect(debit.mandateId).toBe(first.mandateId);
    expect(debit.getCheckoutUrl()).toBeNull();
    await eventually(async () => (await mollie.client.payments.get(debit.id)).status === "paid");
  });

  it("fails the later debits of a mandate set to bounce, and refuses a debit on a revoked mandate", async () => {
    const { customer, first } = await firstPaymentPaid("bounce", "creditcard");
    const mandate = await mollie.client.customerMandates.get(first.mandateId as string, {
      customerId: customer.id,
    });
    expect(mandate.method).toBe("creditcard");
    const debit = await mollie.client.payments.create({
      amount: { currency: "EUR", value: "21.90" },
      description: "Pass, April",
      customerId: customer.id,
      sequenceType: SequenceType.recurring,
    });
    await eventually(async () => (await mollie.client.payments.get(debit.id)).status === "failed");
    expect((await mollie.client.payments.get(debit.id)).failedAt).toBeDefined();
    await mollie.client.customerMandates.revoke(mandate.id, { customerId: customer.id });
    const revoked = await mollie.client.customerMandates.get(mandate.id, { customerId: customer.id });
    expect(revoked.status).toBe("invalid");
    const refused = await refusal(
      mollie.client.payments.create({
        amount: { currency: "EUR", value: "21.90" },
        description: "Pass, May",
        customerId: customer.id,
        sequenceType: SequenceType.recurring,
      }),
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe("refunds", () => {
  it("refunds part of a paid payment, pending then refunded, and refuses more than remains", async () => {
    const created = await mollie.client.payments.create({ ...ticket, locale: undefined });
    await settleTestPayment(t.database.db, created.id, { outcome: "paid", method: "bancontact" });
    const refund = await mollie.client.paymentRefunds.create({
      paymentId: created.id,
      amount: { currency: "EUR", value: "5.00" },
      description: "One ticket back",
    });
    expect(refund.id).toMatch(/^re_/);
    expect(refund.status).toBe("pending");
    const paid = await mollie.client.payments.get(created.id);
    expect(paid.amountRefunded).toEqual({ currency: "EUR", value: "5.00" });
    expect(paid.amountRemaining).toEqual({ currency: "EUR", value: "7.50" });
    expect(paid.method).toBe("bancontact");

    const tooMuch = await refusal(
      mollie.client.paymentRefunds.create({
        paymentId: created.id,
        amount: { currency: "EUR", value: "7.51" },
      }),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.field).toBe("amount.value");

    await eventually(async () => {
      const refunds = await mollie.client.paymentRefunds.page({ paymentId: created.id });
      return refunds.length === 1 && refunds[0]?.status === "refunded";
    });
  });

  it("refuses to refund a payment that is not paid", async () => {
    const created = await mollie.client.payments.create({ ...ticket, locale: undefined });
    const refused = await refusal(
      mollie.client.paymentRefunds.create({
        paymentId: created.id,
        amount: { currency: "EUR", value: "1.00" },
      }),
    );
    expect(refused.statusCode).toBe(422);
  });
});
