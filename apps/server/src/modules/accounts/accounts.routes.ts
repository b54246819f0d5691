import { AccountResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "./account-cache.ts";
import { getOwnAccount } from "./accounts.service.ts";

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/api/accounts/me",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's account (SPEC 3 User)",
        security: [{ bearer: [] }],
        response: { 200: AccountResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => getOwnAccount({ db, cache, accountId: request.accountId }),
  );
};
