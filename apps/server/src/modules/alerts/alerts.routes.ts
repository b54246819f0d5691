import { AlertsQuerySchema, AlertsResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { listAlertsForCustomer } from "./alerts.service.ts";

export const alertsRoutes: FastifyPluginAsyncZod<{ db: Database; cache?: PublicReadCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/api/alerts",
    {
      schema: {
        tags: ["alerts"],
        summary: "The chain's alerts for the signed-in customer (SPEC 3 Alert, SPEC 9)",
        description:
          "Needs the Bearer token: SPEC 7 sends one on every /api/ call but settings, and SPEC 6 " +
          "filters alerts by the customer's account type (`subscriber` while a pass has not ended, " +
          "else `customer`), which only the token tells. At most 1 warning and 2 infos, warnings " +
          "first, then those with an account type, then the newest (selectAlerts); content in " +
          "`language`, else the account's. Only alerts between their start and end, and on the " +
          "request's domain (or on both). Answered `private, no-store` as every personal read.",
        security: [{ bearer: [] }],
        querystring: AlertsQuerySchema,
        response: { 200: AlertsResponseSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request) =>
      listAlertsForCustomer({
        db,
        cache,
        accountId: request.accountId,
        host: request.host,
        language: request.query.language,
      }),
  );
};
