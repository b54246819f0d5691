import { readFile } from "node:fs/promises";
import {
  domainFromHost,
  ErrorResponseSchema,
  LanguageQuerySchema,
  OrderParamsSchema,
  OrderSchema,
  PaymentWebhookBodySchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { presentOrder } from "./orders.presenter.ts";
import { findOrder } from "./orders.repository.ts";
import type { Payments } from "./payments.service.ts";

export const APPLE_PAY_ASSOCIATION_PATH = "/.well-known/apple-developer-merchantid-domain-association";

/**
 * The provider's webhook and the order page's reads (docs/domain/payments.md). The webhook carries an
 * id and nothing else is believed: the payment is fetched from the provider. It answers 200 for any
 * id (an unknown one is not ours: nothing to do) and 503 while the provider or the database cannot
 * answer, so the provider delivers it again.
 */
/**
 * Webhook calls per client address a minute. The provider's calls come from a few addresses, and the
 * counter is shared by every server process (docs/scaling.md): this is the whole site's allowance per
 * address, sized for a rush (100 status changes a second from one address), while a flood from one
 * address still stops there. Each call costs one look at the provider.
 */
const WEBHOOK_RATE_LIMIT = { max: 6_000, timeWindow: 60_000 };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  payments: Payments;
  applePayDomainFile: string | undefined;
}> = async (app, { db, payments, applePayDomainFile }) => {
  if (applePayDomainFile) {
    // Apple Pay's domain validation (README "Payments"): the same file Mollie gives, on every domain.
    const association = await readFile(applePayDomainFile);
    app.get(APPLE_PAY_ASSOCIATION_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/plain").header("cache-control", "public, max-age=3600").send(association),
    );
  }

  app.post(
    "/api/payments/webhook",
    {
      config: { public: true, rateLimit: WEBHOOK_RATE_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "The payment provider's status-change webhook (form-encoded `id`)",
        description:
          "Mollie posts `id=tr_…` on every change of a payment's status. The server fetches that payment " +
          "and moves its order once, whatever the order and the number of deliveries. 200 once handled " +
          "(or not ours); 503 while it cannot be handled yet (the provider retries).",
        consumes: ["application/x-www-form-urlencoded"],
        body: PaymentWebhookBodySchema,
        response: {
          200: z.object({ ok: z.literal(true) }),
          400: ErrorResponseSchema,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await payments.sync(request.body.id, "webhook");
      return { ok: true as const };
    },
  );

  app.get(
    "/api/orders/:id",
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ["payments"],
        summary: "An order and where its payment stands",
        description:
          "A customer's order is read with that customer's token only; a guest's order by its id (the " +
          "buyer's link). Anyone else gets 404 ORDER_NOT_FOUND. `checkoutUrl` while it is pending.",
        security: [{}, { bearer: [] }],
        params: OrderParamsSchema,
        querystring: LanguageQuerySchema,
        response: {
          200: OrderSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await findOrder(db, request.params.id);
      const readable = order && (order.accountId === null ? true : order.accountId === request.accountId);
      if (!order || !readable) {
        throw new AppError("ORDER_NOT_FOUND");
      }
      reply.header("cache-control", "no-store");
      return presentOrder(order, request.query.language ?? domainFromHost(request.host).languages[0]);
    },
  );
};
