import { AccountExportResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { exportOwnData } from "./account-export.service.ts";
import { OwnAccountQuerySchema } from "./password-change.routes.ts";

/** The export reads every customer table: 5 per 10 minutes per account is plenty for a person. */
export const ACCOUNT_EXPORT_RATE_LIMIT = {
  max: 5,
  timeWindow: 10 * 60_000,
  // Counted once authentication has named the account (see password-change.routes.ts).
  hook: "preHandler" as const,
  keyGenerator: (request: FastifyRequest) =>
    request.accountId ? `account:${request.accountId}` : request.ip,
};

export const accountExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/accounts/me/export",
    {
      config: { rateLimit: ACCOUNT_EXPORT_RATE_LIMIT },
      schema: {
        tags: ["account"],
        summary: "Download everything held on the signed-in customer (GDPR art. 15, 20)",
        description: "One JSON attachment; see docs/my-data.md for what it holds and leaves out.",
        security: [{ bearer: [] }],
        querystring: OwnAccountQuerySchema,
        response: {
          200: AccountExportResponseSchema,
          400: ErrorResponseSchema,
          401: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { data, filename } = await exportOwnData({ db, accountId: request.accountId });
      // Personal: the no-store plugin says so too; set here so the download never depends on it.
      reply.header("cache-control", "private, no-store");
      reply.header("content-disposition", `attachment; filename="${filename}"`);
      return data;
    },
  );
};
