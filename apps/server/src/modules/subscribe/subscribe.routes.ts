import {
  CheckoutResponseSchema,
  ErrorResponseSchema,
  LanguageQuerySchema,
  PayInvoiceParamsSchema,
  PlanChangeResponseSchema,
  SubscribeRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { askedLanguage } from "../../lib/request-language.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { onceForKey } from "../payments/idempotency.ts";
import type { Payments } from "../payments/payments.service.ts";
import { changePlan } from "./plan-change.ts";
import { payInvoice, type SubscribeContext, subscribe } from "./subscribe.service.ts";

const RESPONSES = {
  201: CheckoutResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

const IDEMPOTENCY =
  "Needs an `Idempotency-Key` header (422 IDEMPOTENCY_KEY_REUSED with another body, 409 IDEMPOTENCY_KEY_IN_USE " +
  "while the first is answered); 503 PAYMENT_UNAVAILABLE when the provider cannot be reached (nothing written).";

/** Subscribing to a pass and paying an unpaid invoice (docs/domain/payments.md). */
export const subscribeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  config: Config;
  payments: Payments;
}> = async (app, { db, cache, config, payments }) => {
  const contextOf = (request: {
    accountId: string;
    host: string;
    query: { language?: "fr" | "nl" | "en" };
  }) =>
    ({
      db,
      cache,
      payments,
      accountId: request.accountId,
      language: askedLanguage(request),
      origin: requestOrigin(config, request as Parameters<typeof requestOrigin>[1]),
      now: new Date(),
    }) satisfies SubscribeContext;

  app.post(
    "/api/accounts/me/subscription",
    {
      schema: {
        tags: ["subscription"],
        summary: "Subscribe to a pass: the first payment, which sets up the monthly debits",
        description:
          "A registered customer without a pass (409 SUBSCRIPTION_ALREADY_ACTIVE otherwise; 400 " +
          "REGISTRATION_INCOMPLETE before registration). The pass rules: 400 PASS_AGE_NOT_ALLOWED " +
          "(Cinépass 26 from 26), PASS_PEOPLE_INVALID (the Duo's partner, the Family's members), " +
          "PASS_ADD_ON_NOT_ALLOWED. Paid, the pass is active with its card, its first invoice and a welcome " +
          `mail with the contract. ${IDEMPOTENCY}`,
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        body: SubscribeRequestSchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const answer = await onceForKey({ db, request, scope: request.accountId, status: 201 }, () =>
        subscribe(contextOf(request), request.body),
      );
      return reply.code(201).send(answer.body);
    },
  );

  app.post(
    "/api/accounts/me/subscription/plan",
    {
      schema: {
        tags: ["subscription"],
        summary:
          "Change plan: a dearer one is charged now for the rest of the month, a cheaper one is scheduled",
        description:
          "The body of subscribing (the new plan's rules apply). A dearer plan answers `change: upgrade` with " +
          "the order and the provider's page: the difference for the days left until the next billing date, " +
          "in force once paid. A cheaper or equal one answers `change: scheduled` with its day (the commitment's " +
          "end, or the next billing date once out of it), cancelled with DELETE .../downgrade. 404 " +
          "SUBSCRIPTION_NOT_FOUND without a pass; 409 SUBSCRIPTION_CHANGE_NOT_ALLOWED when the pass is ending " +
          `or the plan is the one held. ${IDEMPOTENCY}`,
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        body: SubscribeRequestSchema,
        response: { ...RESPONSES, 200: PlanChangeResponseSchema, 201: PlanChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await onceForKey({ db, request, scope: request.accountId, status: 200 }, () =>
        changePlan(contextOf(request), request.body),
      );
      return reply.code(answer.body.change === "upgrade" ? 201 : 200).send(answer.body);
    },
  );

  app.post(
    "/api/accounts/me/subscription/invoice/:id/pay",
    {
      schema: {
        tags: ["subscription"],
        summary: "Pay an unpaid invoice by card",
        description:
          "Paid, the invoice turns paid and the pass active again. 404 INVOICE_NOT_FOUND for an invoice " +
          `that is not the customer's; 409 INVOICE_ALREADY_PAID. ${IDEMPOTENCY}`,
        security: [{ bearer: [] }],
        params: PayInvoiceParamsSchema,
        querystring: LanguageQuerySchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const answer = await onceForKey({ db, request, scope: request.accountId, status: 201 }, () =>
        payInvoice(contextOf(request), request.params.id),
      );
      return reply.code(201).send(answer.body);
    },
  );
};
