import {
  AccountResponseSchema,
  DismissHomePushRequestSchema,
  ErrorResponseSchema,
  HomePushHistorySchema,
  InterestsResponseSchema,
  LanguageQuerySchema,
  UpdateNotificationsRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "./account-cache.ts";
import { dismissHomePush, getHomePushHistory } from "./home-push.service.ts";
import { listInterests } from "./interests.service.ts";
import { updateNotifications } from "./notifications.service.ts";

/** The customer's preferences: notifications, the interests to pick from, the home push history. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Database; cache: AccountCache }> = async (
  app,
  { db, cache },
) => {
  app.patch(
    "/api/accounts/me/notifications",
    {
      schema: {
        tags: ["account"],
        summary: "Change the communication opt-ins and the mail notification setting (SPEC 7)",
        description:
          "Only the changed fields, at least one; unknown fields refused. Answers the whole account; " +
          "see docs/accounts.md.",
        security: [{ bearer: [] }],
        body: UpdateNotificationsRequestSchema,
        response: {
          200: AccountResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      updateNotifications({ db, cache, accountId: request.accountId, changes: request.body }),
  );

  app.get(
    "/api/interests",
    {
      schema: {
        tags: ["account"],
        summary: "The genres and events a customer can pick as interests, labelled (SPEC 3, 7)",
        description: "Labels in `language` (default: the signed-in customer's language).",
        security: [{ bearer: [] }],
        querystring: LanguageQuerySchema,
        response: { 200: InterestsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      listInterests({ db, cache, accountId: request.accountId, language: request.query.language }),
  );

  app.get(
    "/api/accounts/me/home-push-history",
    {
      schema: {
        tags: ["account"],
        summary: "Until when each home push (birth date, opt-in, survey) stays hidden (SPEC 3, 9)",
        security: [{ bearer: [] }],
        response: { 200: HomePushHistorySchema, 401: ErrorResponseSchema },
      },
    },
    async (request) => getHomePushHistory({ db, cache, accountId: request.accountId }),
  );

  app.post(
    "/api/accounts/me/home-push-history",
    {
      schema: {
        tags: ["account"],
        summary: "Dismiss a home push: hidden 60 days on every device (SPEC 9)",
        security: [{ bearer: [] }],
        body: DismissHomePushRequestSchema,
        response: {
          200: HomePushHistorySchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => dismissHomePush({ db, cache, accountId: request.accountId, push: request.body.push }),
  );
};
