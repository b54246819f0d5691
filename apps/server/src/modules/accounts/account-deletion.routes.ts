import { DeleteAccountResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { decodeJwt } from "jose";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "./account-cache.ts";
import { deleteOwnAccount } from "./account-deletion.service.ts";

/**
 * The `auth_time` of the request's access token. The auth plugin has already verified this very
 * token (signature, issuer, audience, expiry, grant), so reading one more claim of it is safe.
 */
function signInTime(request: FastifyRequest): number | undefined {
  const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
  const authTime = decodeJwt(token).auth_time;
  return typeof authTime === "number" ? authTime : undefined;
}

/** Account deletion (SPEC 1, 7); the rules are in docs/accounts.md. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  app.post(
    "/api/accounts/me/delete",
    {
      schema: {
        tags: ["account"],
        summary: "Delete the signed-in customer's account (SPEC 7)",
        description:
          "Needs a sign-in in the last 10 minutes (the token's auth_time; else REAUTHENTICATION_REQUIRED, " +
          "403: sign in again with max_age). Ends every session; a confirmation mail goes to the address. " +
          "The answer says what was lost.",
        security: [{ bearer: [] }],
        response: {
          200: DeleteAccountResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      deleteOwnAccount({ db, cache, accountId: request.accountId, authTime: signInTime(request) }),
  );
};
