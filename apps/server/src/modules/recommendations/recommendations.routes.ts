import {
  domainFromHost,
  ErrorResponseSchema,
  LanguageQuerySchema,
  RecommendationsResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { listRecommendations } from "./recommendations.service.ts";

export const recommendationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/recommendations",
    {
      schema: {
        tags: ["account"],
        summary: "Shows on at the customer's favourite cinemas, suggested with their reasons",
        description:
          "From the customer's ratings, wishlist, genres of interest and what accepted friends liked; never a " +
          "show booked, rated or ignored (docs/domain/statistics.md). Titles and genres in `language`.",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: RecommendationsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listRecommendations({
        db,
        accountId: request.accountId,
        language: request.query.language ?? domainFromHost(request.host).languages[0],
      });
    },
  );
};
