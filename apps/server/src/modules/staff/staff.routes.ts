import {
  ErrorResponseSchema,
  GetAuditLogRequestSchema,
  GetAuditLogResponseSchema,
  StaffMeResponseSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { describeStaffMember } from "./staff-accounts.service.ts";
import { listStaffAuditLog } from "./staff-audit.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * The back-office's own routes (docs/staff.md). Each declares its role (`config.staff`): the staff
 * guard (http/staff-guard.ts) refuses any other token before the handler runs.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/staff/me",
    {
      config: { staff: "any" },
      schema: {
        tags: ["staff"],
        summary: "The signed-in staff member: who, with which roles",
        description: "Any staff role. `mfaAt` is when the token's second factor was given.",
        security: [{ bearer: [] }],
        response: { 200: StaffMeResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => {
      const staff = request.staff;
      const described = staff ? await describeStaffMember({ db, staff }) : undefined;
      if (!described) {
        throw new AppError("UNAUTHORIZED", { detail: "The staff member is gone or disabled." });
      }
      return described;
    },
  );

  app.get(
    "/api/staff/audit-log",
    {
      config: { staff: "admin" },
      schema: {
        tags: ["staff"],
        summary: "The staff audit log, newest first (admin)",
        description:
          "Filters: `staffId`, `action`, `from` and `to` (ISO 8601). At most 100 rows a page (`limit`, 50 by default); the next page is `before` = the answer's `nextBefore`.",
        security: [{ bearer: [] }],
        querystring: GetAuditLogRequestSchema,
        response: { 200: GetAuditLogResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => listStaffAuditLog({ db, filter: request.query }),
  );
};
