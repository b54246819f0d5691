import { AccountResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { getOwnAccount } from "./accounts.service.ts";

export const accountsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
    async (request) => getOwnAccount({ db, accountId: request.accountId }),
  );
};
