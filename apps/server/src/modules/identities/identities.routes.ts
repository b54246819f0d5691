import {
  ErrorResponseSchema,
  IdentitiesResponseSchema,
  LinkIdentityRequestSchema,
  UnlinkIdentityRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { getOwnIdentities, linkIdentity, unlinkIdentity } from "./identities.service.ts";

export const identitiesRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    "/api/accounts/me/identities",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in customer's ways to sign in: password and linked identities (SPEC 3, 7)",
        security: [{ bearer: [] }],
        response: { 200: IdentitiesResponseSchema, 401: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => getOwnIdentities({ db, accountId: request.accountId }),
  );

  app.post(
    "/api/accounts/me/link",
    {
      schema: {
        tags: ["account"],
        summary: "Link a social identity with the link token of the sign-in popup (SPEC 7)",
        description:
          "The token comes from the provider's link popup (docs/identities.md): signed, 5 minutes, single " +
          "use, for the named provider. 409 IDENTITY_ALREADY_LINKED when the upstream identity is linked " +
          "already, 409 IDENTITY_PROVIDER_ALREADY_LINKED when the account has one of this provider.",
        security: [{ bearer: [] }],
        body: LinkIdentityRequestSchema,
        response: {
          200: IdentitiesResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => linkIdentity({ db, config, accountId: request.accountId, ...request.body }),
  );

  app.post(
    "/api/accounts/me/unlink",
    {
      schema: {
        tags: ["account"],
        summary: "Unlink one of the signed-in customer's social identities (SPEC 7)",
        description:
          "404 for an id that is not one of the customer's identities of that provider; 409 " +
          "IDENTITY_LAST_SIGN_IN_METHOD when it is the account's last way to sign in.",
        security: [{ bearer: [] }],
        body: UnlinkIdentityRequestSchema,
        response: {
          200: IdentitiesResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          404: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => unlinkIdentity({ db, accountId: request.accountId, ...request.body }),
  );
};
