import { AccountResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "./account-cache.ts";
import { removePaymentCard } from "./payment-card.service.ts";

export const paymentCardRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  app.delete(
    "/api/accounts/me/cards/cb",
    {
      schema: {
        tags: ["account"],
        summary: "Remove the signed-in customer's saved bank card (SPEC 3 card, SPEC 7)",
        description:
          "Answers the account with `card: null`. Idempotent: without a saved card nothing changes " +
          "and the answer is the same (docs/my-data.md).",
        security: [{ bearer: [] }],
        response: { 200: AccountResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => removePaymentCard({ db, cache, accountId: request.accountId }),
  );
};
