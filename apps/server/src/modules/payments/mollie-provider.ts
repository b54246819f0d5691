import type { MollieClient } from "@mollie/api-client";
import {
  centsOfMollieAmount,
  type MolliePaymentJson,
  mollieAmount,
  providerPaymentOf as paymentOfJson,
  providerMandateOf,
} from "./mollie-wire.ts";
import {
  type CreatePaymentInput,
  type CreateRecurringInput,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderMandate,
  type ProviderRefund,
} from "./payment-provider.ts";

/** The client's payment objects carry the wire's fields (and helpers the adapter does not need). */
const providerPaymentOf = (payment: object) => paymentOfJson(payment as MolliePaymentJson);

/**
 * The Mollie adapter, through Mollie's official Node client (docs/domain/payments.md "Mollie").
 * `apiEndpoint` is Mollie's own unless told: in dev it is the built-in provider, which speaks the
 * same protocol, so this code is what runs in every environment. The client is loaded on the first
 * call (it stays off the server's cold start).
 */

/** Any failure of the client (network, 5xx after its retries, 4xx refusal) becomes the port's error. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const status =
      error && typeof error === "object" && "statusCode" in error && typeof error.statusCode === "number"
        ? error.statusCode
        : undefined;
    const detail = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(
      `Mollie ${what} failed${status ? ` (${status})` : ""}: ${detail}`,
      status,
      {
        cause: error,
      },
    );
  }
}

export function mollieProvider(options: { apiKey: string; apiEndpoint: () => string }): PaymentProvider {
  let client: Promise<MollieClient> | undefined;
  const mollie = () => {
    client ??= import("@mollie/api-client").then(({ createMollieClient }) =>
      createMollieClient({ apiKey: options.apiKey, apiEndpoint: options.apiEndpoint() }),
    );
    return client;
  };
  return {
    name: "mollie",
    async createCustomer(input, idempotencyKey) {
      const customer = await call("create customer", async () =>
        (await mollie()).customers.create({
          name: input.name,
          email: input.mail,
          locale: input.locale as never,
          idempotencyKey,
        }),
      );
      return { id: customer.id };
    },
    async createPayment(input: CreatePaymentInput, idempotencyKey) {
      const payment = await call("create payment", async () =>
        (await mollie()).payments.create({
          amount: mollieAmount(input.amountCents),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: input.locale as never,
          metadata: input.metadata,
          sequenceType: input.sequenceType as never,
          ...(input.customerId ? { customerId: input.customerId } : {}),
          ...(input.methods ? { method: input.methods as never } : {}),
          idempotencyKey,
        }),
      );
      return providerPaymentOf(payment);
    },
    async getPayment(id) {
      return providerPaymentOf(await call("get payment", async () => (await mollie()).payments.get(id)));
    },
    async createRecurringPayment(input: CreateRecurringInput, idempotencyKey) {
      const payment = await call("create recurring payment", async () =>
        (await mollie()).payments.create({
          amount: mollieAmount(input.amountCents),
          description: input.description,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          sequenceType: "recurring" as never,
          customerId: input.customerId,
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
          idempotencyKey,
        }),
      );
      return providerPaymentOf(payment);
    },
    async refund(paymentId, input, idempotencyKey): Promise<ProviderRefund> {
      const refund = await call("refund", async () =>
        (await mollie()).paymentRefunds.create({
          paymentId,
          amount: mollieAmount(input.amountCents),
          description: input.description,
          idempotencyKey,
        }),
      );
      return {
        id: refund.id,
        paymentId,
        amountCents: centsOfMollieAmount(refund.amount),
        status: refund.status,
      };
    },
    async listMandates(customerId): Promise<ProviderMandate[]> {
      const page = await call("list mandates", async () =>
        (await mollie()).customerMandates.page({ customerId }),
      );
      return [...page].map((mandate) => providerMandateOf(mandate));
    },
    async revokeMandate(customerId, mandateId) {
      await call("revoke mandate", async () =>
        (await mollie()).customerMandates.revoke(mandateId, { customerId }),
      );
    },
  };
}
