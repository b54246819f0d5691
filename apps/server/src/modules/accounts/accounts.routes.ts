import {
  AccountResponseSchema,
  ErrorResponseSchema,
  SendVerificationMailResponseSchema,
  UpdateAccountRequestSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import { NOT_MODIFIED } from "../../lib/response-declarations.ts";
import type { AccountCache } from "./account-cache.ts";
import { accountDeletionRoutes } from "./account-deletion.routes.ts";
import { accountExportRoutes } from "./account-export.routes.ts";
import { updateOwnAccount } from "./account-update.service.ts";
import { getOwnAccount } from "./accounts.service.ts";
import { mailChangeRoutes } from "./mail-change.routes.ts";
import { passwordChangeRoutes } from "./password-change.routes.ts";
import { paymentCardRoutes } from "./payment-card.routes.ts";
import { sendVerificationMail } from "./verification-mail.service.ts";

/** At most 3 verification mails a minute per account (per address for a request without one). */
const VERIFICATION_MAIL_RATE_LIMIT = {
  max: 3,
  timeWindow: 60_000,
  // Counted once the token is verified: the key is the account.
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `account:${request.accountId}` : request.ip,
};

export const accountsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  config: Config;
}> = async (app, { db, cache, config }) => {
  // The password link, the bank card and the data export (docs/my-data.md).
  await app.register(passwordChangeRoutes, { db, config });
  await app.register(paymentCardRoutes, { db, cache });
  await app.register(accountExportRoutes, { db });
  // The e-mail change in two steps (docs/accounts.md).
  await app.register(mailChangeRoutes, { db, cache, config });
  // Account deletion after a recent sign-in (docs/accounts.md).
  await app.register(accountDeletionRoutes, { db, cache });

  app.get(
    "/api/accounts/me",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's account (SPEC 3 User)",
        security: [{ bearer: [] }],
        response: {
          200: AccountResponseSchema,
          304: NOT_MODIFIED,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    // The answer is one object per cached row (getOwnAccount): its JSON and each compressed variant
    // are made once and reused until the row changes. Compressing its ~1.3 KB per request cost more
    // than everything else the route does (docs/performance.md).
    async (request, reply) =>
      reply.sendCachedJson(
        AccountResponseSchema,
        await getOwnAccount({ db, cache, accountId: request.accountId }),
      ),
  );

  app.patch(
    "/api/accounts/me",
    {
      schema: {
        tags: ["account"],
        summary: "Change the signed-in customer's profile: only the changed fields (SPEC 5, 7)",
        description:
          "Unknown fields and an empty body are refused. `registered: true` needs a complete profile " +
          "(REGISTRATION_INCOMPLETE), the customer at least 15 (AGE_RESTRICTION); see docs/accounts.md.",
        security: [{ bearer: [] }],
        body: UpdateAccountRequestSchema,
        response: {
          200: AccountResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => updateOwnAccount({ db, cache, accountId: request.accountId, changes: request.body }),
  );

  app.post(
    "/api/accounts/me/verification-mail",
    {
      config: { rateLimit: VERIFICATION_MAIL_RATE_LIMIT },
      schema: {
        tags: ["account"],
        summary: "Send a new e-mail verification link to the signed-in customer",
        security: [{ bearer: [] }],
        response: {
          202: SendVerificationMailResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await sendVerificationMail({
        db,
        accountId: request.accountId,
        siteOrigin: requestOrigin(config, request),
      });
      return reply.status(202).send({ queued: true as const });
    },
  );
};
