import {
  centsOfMollieAmount,
  type MollieAmount,
  type MollieMandateJson,
  type MolliePaymentJson,
  mollieAmount,
  providerMandateOf,
  providerPaymentOf,
} from "./mollie-wire.ts";
import { type PaymentProvider, PaymentProviderError, type ProviderRefund } from "./payment-provider.ts";

/**
 * Mollie's REST API v2 spoken with `fetch` (docs/domain/payments.md "The built-in provider"): what
 * reaches the built-in provider in dev. The official client cannot (it sends every request through
 * an https agent that trusts only its own certificate bundle, so no `http://` loopback endpoint);
 * the official adapter is proved against the same provider over TLS in its test.
 */

/** A call that takes longer has failed: the checkout answers PAYMENT_UNAVAILABLE, the job retries. */
const TIMEOUT_MS = 10_000;

export function mollieRestProvider(options: { apiKey: string; apiEndpoint: () => string }): PaymentProvider {
  async function call<T>(
    what: string,
    method: "GET" | "POST" | "DELETE",
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiEndpoint()), {
        method,
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          accept: "application/hal+json",
          ...(body ? { "content-type": "application/json" } : {}),
          ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Mollie ${what} failed: ${String(error)}`, undefined, { cause: error });
    }
    if (response.status === 204) {
      return undefined as T;
    }
    const json = (await response.json().catch(() => null)) as { detail?: string } | null;
    if (!response.ok) {
      throw new PaymentProviderError(
        `Mollie ${what} failed (${response.status}): ${json?.detail ?? response.statusText}`,
        response.status,
      );
    }
    return json as T;
  }

  return {
    name: "mollie",
    async createCustomer(input, idempotencyKey) {
      const customer = await call<{ id: string }>(
        "create customer",
        "POST",
        "customers",
        { name: input.name, email: input.mail, locale: input.locale },
        idempotencyKey,
      );
      return { id: customer.id };
    },
    async createPayment(input, idempotencyKey) {
      const payment = await call<MolliePaymentJson>(
        "create payment",
        "POST",
        "payments",
        {
          amount: mollieAmount(input.amountCents),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: input.locale,
          metadata: input.metadata,
          sequenceType: input.sequenceType,
          ...(input.customerId ? { customerId: input.customerId } : {}),
          ...(input.methods ? { method: input.methods } : {}),
        },
        idempotencyKey,
      );
      return providerPaymentOf(payment);
    },
    async getPayment(id) {
      return providerPaymentOf(
        await call<MolliePaymentJson>("get payment", "GET", `payments/${encodeURIComponent(id)}`),
      );
    },
    async createRecurringPayment(input, idempotencyKey) {
      const payment = await call<MolliePaymentJson>(
        "create recurring payment",
        "POST",
        "payments",
        {
          amount: mollieAmount(input.amountCents),
          description: input.description,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          sequenceType: "recurring",
          customerId: input.customerId,
          ...(input.mandateId ? { mandateId: input.mandateId } : {}),
        },
        idempotencyKey,
      );
      return providerPaymentOf(payment);
    },
    async refund(paymentId, input, idempotencyKey): Promise<ProviderRefund> {
      const refund = await call<{ id: string; amount: MollieAmount; status: string }>(
        "refund",
        "POST",
        `payments/${encodeURIComponent(paymentId)}/refunds`,
        { amount: mollieAmount(input.amountCents), description: input.description },
        idempotencyKey,
      );
      return {
        id: refund.id,
        paymentId,
        amountCents: centsOfMollieAmount(refund.amount),
        status: refund.status,
      };
    },
    async listMandates(customerId) {
      const page = await call<{ _embedded?: { mandates?: MollieMandateJson[] } }>(
        "list mandates",
        "GET",
        `customers/${encodeURIComponent(customerId)}/mandates`,
      );
      return (page._embedded?.mandates ?? []).map(providerMandateOf);
    },
    async revokeMandate(customerId, mandateId) {
      await call(
        "revoke mandate",
        "DELETE",
        `customers/${encodeURIComponent(customerId)}/mandates/${encodeURIComponent(mandateId)}`,
        undefined,
        `revoke-${mandateId}`,
      );
    },
  };
}
