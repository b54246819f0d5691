import { AdvantagesResponseSchema, ErrorResponseSchema, LanguageQuerySchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { listAdvantages, requireSiteFlag } from "./advantages.service.ts";

export const advantagesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/advantages",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's loyalty advantages still valid (SPEC 3 Advantage)",
        description:
          "Texts in `language` (default: the domain's first language). 404 FEATURE_DISABLED where the " +
          "domain's flag advantagesEnabled is off (SPEC 2: the page is behind it).",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: {
          200: AdvantagesResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      await requireSiteFlag({ db, host: request.host, flag: "advantagesEnabled" });
      return listAdvantages({
        db,
        accountId: request.accountId,
        host: request.host,
        language: request.query.language,
      });
    },
  );
};
