import {
  DOMAINS,
  ErrorResponseSchema,
  LanguageQuerySchema,
  SessionConcessionsSchema,
  SessionParamsSchema,
  SessionPricesSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { toSessionConcessions, toSessionPrices } from "./pricing.presenter.ts";
import { concessionsForSession, requirePricesForSession } from "./pricing.service.ts";

/**
 * The tunnel's Tickets and Concessions steps (docs/domain/prices.md): public reads of a session's
 * prices and its cinema's menu, in `language` (default: the cinema's domain's first language).
 */
export const pricingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/sessions/:id/prices",
    {
      config: { public: true },
      schema: {
        tags: ["booking"],
        summary: "A session's ticket types and their prices",
        description:
          "Each ticket type with its price on a standard seat for this session's day and format (cents, VAT included), its label and condition in `language`; the seat types' supplements. A cinema without a price list answers no ticket type. 404 NOT_FOUND for an unknown session.",
        params: SessionParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: SessionPricesSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const pricing = await requirePricesForSession({ db, sessionId: request.params.id });
      const language = request.query.language ?? DOMAINS[pricing.domain].languages[0];
      reply.header("cache-control", "public, max-age=60");
      return toSessionPrices(pricing, language);
    },
  );

  app.get(
    "/api/sessions/:id/concessions",
    {
      config: { public: true },
      schema: {
        tags: ["booking"],
        summary: "The concessions menu of a session's cinema (SPEC clickAndServe)",
        description:
          "The cinema's available items in `language`, each with its price (cents, VAT included) and whether it is served at the seat; `orderable` is false once the session starts in less than `limitDurationOrder` minutes. 404 NOT_FOUND for an unknown session.",
        params: SessionParamsSchema,
        querystring: LanguageQuerySchema,
        response: { 200: SessionConcessionsSchema, 400: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const menu = await concessionsForSession({ db, sessionId: request.params.id });
      const language = request.query.language ?? DOMAINS[menu.domain].languages[0];
      reply.header("cache-control", "no-cache");
      return toSessionConcessions(menu, language);
    },
  );
};
