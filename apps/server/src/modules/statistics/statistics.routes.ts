import { ErrorResponseSchema, StatisticsQuerySchema, StatisticsResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { askedLanguage } from "../../lib/request-language.ts";
import { requireSiteFlag } from "../advantages/advantages.service.ts";
import { computeStatistics } from "./statistics.service.ts";

export const statisticsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/statistics",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's statistics (SPEC 3), charts' data and yearly recap",
        description:
          "From the CONFIRMED bookings whose session has ended (docs/domain/statistics.md). `year` picks " +
          "the recap's year (default: this year). 404 FEATURE_DISABLED where statisticsEnabled is off (SPEC 2).",
        security: [{ bearer: [] }],
        querystring: StatisticsQuerySchema,
        response: {
          200: StatisticsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      await requireSiteFlag({ db, host: request.host, flag: "statisticsEnabled" });
      return computeStatistics({
        db,
        accountId: request.accountId,
        // Labels in the asked language, else the domain's first one (as the advantages).
        language: askedLanguage(request),
        year: request.query.year,
      });
    },
  );
};
