import type { AddressInfo } from "node:net";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { eventually } from "../../../test/eventually.ts";
import { mollieProvider } from "./mollie-provider.ts";
import { mollieRestProvider } from "./mollie-rest-provider.ts";
import { type PaymentProvider, PaymentProviderError } from "./payment-provider.ts";
import { BUILTIN_MOLLIE_API_KEY, settleTestPayment, TEST_MODE_API_PATH } from "./test-mode/index.ts";
import { useOfficialClient } from "./test-mode/test-mode-test-kit.ts";

// Both adapters of the port against the built-in provider, which speaks Mollie's REST API v2: the
// official client's (production's) over TLS, the fetch one (dev's) over loopback http. The same
// scenario passes on both, so what dev exercises is what production runs.

const t = useTestApp({ seed: false });
const tls = useOfficialClient(t);
let httpOrigin = "";

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  httpOrigin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const ADAPTERS: [string, () => PaymentProvider][] = [
  [
    "the official client",
    () =>
      mollieProvider({
        apiKey: BUILTIN_MOLLIE_API_KEY,
        apiEndpoint: () => `${tls.origin}${TEST_MODE_API_PATH}`,
      }),
  ],
  [
    "fetch",
    () =>
      mollieRestProvider({
        apiKey: BUILTIN_MOLLIE_API_KEY,
        apiEndpoint: () => `${httpOrigin}${TEST_MODE_API_PATH}`,
      }),
  ],
];

const webhookUrl = "http://127.0.0.1:9/api/payments/webhook";

describe.each(ADAPTERS)("the Mollie adapter through %s", (_name, adapter) => {
  it("takes a first payment, then debits the mandate it set up, refunds and revokes", async () => {
    const provider = adapter();
    const customer = await provider.createCustomer(
      { name: "Noah Jansen", mail: "noah@example.com", locale: "nl_NL" },
      `customer-${Math.random()}`,
    );
    expect(customer.id).toMatch(/^cst_/);
    const first = await provider.createPayment(
      {
        amountCents: 5850,
        description: "Cinépass",
        redirectUrl: "http://localhost:3000/nl/orders/x",
        webhookUrl,
        locale: "nl_NL",
        metadata: { orderId: "x" },
        sequenceType: "first",
        customerId: customer.id,
      },
      `first-${Math.random()}`,
    );
    expect(first).toMatchObject({
      status: "open",
      amountCents: 5850,
      sequenceType: "first",
      metadata: { orderId: "x" },
    });
    expect(first.checkoutUrl).toMatch(/\/dev\/pay\/tr_/);
    await settleTestPayment(t.database.db, first.id, { outcome: "paid", method: "ideal" });
    expect(await provider.getPayment(first.id)).toMatchObject({
      status: "paid",
      method: "ideal",
      checkoutUrl: null,
    });
    const [mandate] = await provider.listMandates(customer.id);
    expect(mandate).toMatchObject({ status: "valid", method: "directdebit" });

    const debit = await provider.createRecurringPayment(
      {
        customerId: customer.id,
        amountCents: 2350,
        description: "March",
        webhookUrl,
        metadata: { invoiceId: "i" },
      },
      `debit-${Math.random()}`,
    );
    expect(debit).toMatchObject({ status: "pending", sequenceType: "recurring", checkoutUrl: null });
    await eventually(async () => (await provider.getPayment(debit.id)).status !== "pending");
    expect((await provider.getPayment(debit.id)).status).toBe("paid");

    const refund = await provider.refund(
      first.id,
      { amountCents: 1000, description: "part" },
      `refund-${Math.random()}`,
    );
    expect(refund).toMatchObject({ paymentId: first.id, amountCents: 1000 });
    expect((await provider.getPayment(first.id)).amountRefundedCents).toBe(1000);

    await provider.revokeMandate(customer.id, mandate?.id ?? "");
    const after = await provider.listMandates(customer.id);
    expect(after.filter((m) => m.status === "valid")).toEqual([]);
  });

  it("bounces the debits of a mandate set to bounce", async () => {
    const provider = adapter();
    const customer = await provider.createCustomer(
      { name: "Hugo", mail: "hugo@example.com", locale: "fr_FR" },
      `c-${Math.random()}`,
    );
    const first = await provider.createPayment(
      {
        amountCents: 100,
        description: "first",
        redirectUrl: "http://localhost:3000/fr/orders/y",
        webhookUrl,
        locale: "fr_FR",
        metadata: {},
        sequenceType: "first",
        customerId: customer.id,
      },
      `f-${Math.random()}`,
    );
    await settleTestPayment(t.database.db, first.id, {
      outcome: "paid",
      method: "creditcard",
      bounceLaterDebits: true,
    });
    const debit = await provider.createRecurringPayment(
      { customerId: customer.id, amountCents: 2290, description: "April", webhookUrl, metadata: {} },
      `d-${Math.random()}`,
    );
    await eventually(async () => (await provider.getPayment(debit.id)).status !== "pending");
    expect((await provider.getPayment(debit.id)).status).toBe("failed");
  });

  it("answers the same payment for the same idempotency key, and a coded error for an unknown id", async () => {
    const provider = adapter();
    const input = {
      amountCents: 1200,
      description: "twice",
      redirectUrl: "http://localhost:3000/fr/orders/z",
      webhookUrl,
      locale: "fr_FR",
      metadata: {},
      sequenceType: "oneoff" as const,
    };
    const key = `same-${Math.random()}`;
    const a = await provider.createPayment(input, key);
    const b = await provider.createPayment(input, key);
    expect(b.id).toBe(a.id);
    const unknown = await provider.getPayment("tr_doesnotexist0000000000").catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect((unknown as PaymentProviderError).status).toBe(404);
  });
});
