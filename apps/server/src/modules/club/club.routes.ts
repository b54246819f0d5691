import { ErrorResponseSchema, JoinClubResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "../accounts/account-cache.ts";
import { joinClub } from "./club.service.ts";

export const clubRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  app.post(
    "/api/accounts/me/club",
    {
      schema: {
        tags: ["account"],
        summary: "Join the Club (free)",
        description:
          "The account becomes a member (`hasLoyalty` true) and gets the welcome gift among its advantages; " +
          "joining again changes nothing. 404 FEATURE_DISABLED where the domain's club flag is off.",
        security: [{ bearer: [] }],
        response: { 200: JoinClubResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) =>
      joinClub({ db, cache, accountId: request.accountId, host: request.host, now: new Date() }),
  );
};
