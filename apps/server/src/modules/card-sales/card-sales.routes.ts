import {
  BuyGiftCardRequestSchema,
  BuyPrepaidRequestSchema,
  CheckoutResponseSchema,
  domainFromHost,
  ErrorResponseSchema,
  type LanguageQuery,
  LanguageQuerySchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { onceForKey } from "../payments/idempotency.ts";
import type { Payments } from "../payments/payments.service.ts";
import { buyGiftCard, buyPrepaid, type CardSaleContext } from "./card-sales.service.ts";

/** Purchases per IP and hour: far above a family's gifts, far below a card-testing script. */
const PURCHASE_RATE_LIMIT = { max: 30, timeWindow: 60 * 60_000 };

const RESPONSES = {
  201: CheckoutResponseSchema,
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  409: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/**
 * POST /api/giftcards and /api/prepaids (docs/domain/payments.md "Cards sold"): a guest with an
 * e-mail or a signed-in customer; an `Idempotency-Key` per attempt; 201 with the order and the
 * provider's page.
 */
export const cardSalesRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  config: Config;
  payments: Payments;
}> = async (app, { db, cache, config, payments }) => {
  const contextOf = (request: FastifyRequest<{ Querystring: LanguageQuery }>): CardSaleContext => {
    const domain = domainFromHost(request.host);
    const query = request.query;
    return {
      db,
      cache,
      payments,
      accountId: request.accountId,
      language: query.language ?? domain.languages[0],
      domain: domain.id,
      origin: requestOrigin(config, request),
      now: new Date(),
    };
  };
  const description =
    "Signed in (a bearer token) or as a guest with `buyerMail`. Without a recipient the card goes to the " +
    "signed-in buyer's wallet, or by mail to the guest; with one, by mail to the recipient on `sendOn` " +
    "(today to a year ahead). Needs an `Idempotency-Key` header (422 IDEMPOTENCY_KEY_REUSED with another " +
    "body, 409 IDEMPOTENCY_KEY_IN_USE while the first is answered); 503 PAYMENT_UNAVAILABLE when the provider " +
    "cannot be reached (nothing written). The language of the page and mails is `language`, else the domain's.";

  app.post(
    "/api/giftcards",
    {
      config: { public: true, optionalAuth: true, rateLimit: PURCHASE_RATE_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Buy a gift card of 20 to 200 € (whole euros)",
        description,
        security: [{}, { bearer: [] }],
        querystring: LanguageQuerySchema,
        body: BuyGiftCardRequestSchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const answer = await onceForKey({ db, request, scope: request.accountId || "guest", status: 201 }, () =>
        buyGiftCard(contextOf(request), request.body),
      );
      return reply.code(201).send(answer.body);
    },
  );

  app.post(
    "/api/prepaids",
    {
      config: { public: true, optionalAuth: true, rateLimit: PURCHASE_RATE_LIMIT },
      schema: {
        tags: ["payments"],
        summary: "Buy a movie card (MOVIECARD_20, 21, 25 or 50)",
        description,
        security: [{}, { bearer: [] }],
        querystring: LanguageQuerySchema,
        body: BuyPrepaidRequestSchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const answer = await onceForKey({ db, request, scope: request.accountId || "guest", status: 201 }, () =>
        buyPrepaid(contextOf(request), request.body),
      );
      return reply.code(201).send(answer.body);
    },
  );
};
