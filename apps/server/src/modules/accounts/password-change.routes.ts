import { ChangePasswordResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as z from "zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import { sendPasswordChangeLink } from "./password-change.service.ts";

/**
 * A GET that sends a mail (SPEC 7 names the method): at most 3 per 10 minutes per account. The app's
 * write limiter skips GET, so the route has its own. Counted in preHandler, once authentication
 * (onRequest) has named the account: the key is the customer, not the address, and a request
 * without a valid token is refused before it is counted or sends anything.
 */
export const PASSWORD_CHANGE_RATE_LIMIT = {
  max: 3,
  timeWindow: 10 * 60_000,
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `account:${request.accountId}` : request.ip,
};

/**
 * SPEC 7: the web adds `language` to every call; the mail still speaks the account's language. Any
 * other parameter is refused, so no request can name another address or language for the mail.
 */
export const OwnAccountQuerySchema = z.object({ language: z.string().max(10).optional() }).strict();

export const passwordChangeRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/accounts/me/changePassword",
    {
      config: { rateLimit: PASSWORD_CHANGE_RATE_LIMIT },
      schema: {
        tags: ["account"],
        summary: "Mail the signed-in customer a password-reset link (SPEC 7)",
        description:
          "The forgotten-password link (single use, 30 minutes) in the account's language, to the " +
          "account's own address. Failures are coded errors; the web maps them to `{ done: false }` " +
          "(SPEC 8). 3 per 10 minutes per account.",
        security: [{ bearer: [] }],
        querystring: OwnAccountQuerySchema,
        response: {
          200: ChangePasswordResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await sendPasswordChangeLink({
        db,
        accountId: request.accountId,
        siteOrigin: requestOrigin(config, request),
      });
      return { done: true as const };
    },
  );
};
