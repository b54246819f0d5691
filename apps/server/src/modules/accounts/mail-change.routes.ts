import {
  ChangeMailRequestSchema,
  ChangeMailResponseSchema,
  CheckCredentialsRequestSchema,
  CheckCredentialsResponseSchema,
  ErrorResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { requestOrigin } from "../../lib/request-origin.ts";
import type { AccountCache } from "./account-cache.ts";
import { changeOwnMail, checkCredentials } from "./mail-change.service.ts";
import { OwnAccountQuerySchema } from "./password-change.routes.ts";

/** The e-mail change in two steps (SPEC 4, 5, 7); the rules are in docs/accounts.md. */
export const mailChangeRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: AccountCache;
  config: Config;
}> = async (app, { db, cache, config }) => {
  app.post(
    "/api/accounts/me/checkCredentials",
    {
      config: { captcha: true },
      schema: {
        tags: ["account"],
        summary: "E-mail change, step 1: confirm the account's address and password (SPEC 7)",
        description:
          "Counted as a sign-in attempt (429 past the limit). A wrong address or password is " +
          "CREDENTIALS_INVALID. Success lets PATCH /api/accounts/me/email through for 10 minutes.",
        security: [{ bearer: [] }],
        querystring: OwnAccountQuerySchema,
        body: CheckCredentialsRequestSchema,
        response: {
          200: CheckCredentialsResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await checkCredentials({
        db,
        accountId: request.accountId,
        mail: request.body.mail,
        password: request.body.password,
        ip: request.ip,
      });
      return { done: true as const };
    },
  );

  app.patch(
    "/api/accounts/me/email",
    {
      config: { captcha: true },
      schema: {
        tags: ["account"],
        summary: "E-mail change, step 2: the new address and its confirmation (SPEC 7)",
        description:
          "Needs step 1 in the last 10 minutes (else CREDENTIALS_CHECK_REQUIRED, 403). The new " +
          "address must be verified again; the old one is told. The answer does not say whether " +
          "the address belonged to another account.",
        security: [{ bearer: [] }],
        querystring: OwnAccountQuerySchema,
        body: ChangeMailRequestSchema,
        response: {
          200: ChangeMailResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await changeOwnMail({
        db,
        cache,
        accountId: request.accountId,
        newMail: request.body.newMail,
        siteOrigin: requestOrigin(config, request),
      });
      return { done: true as const };
    },
  );
};
