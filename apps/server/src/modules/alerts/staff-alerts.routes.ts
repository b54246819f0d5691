import {
  CreateStaffAlertRequestSchema,
  ErrorResponseSchema,
  ListStaffAlertsResponseSchema,
  StaffAlertIdParamsSchema,
  StaffAlertSchema,
  UpdateStaffAlertRequestSchema,
  WithdrawStaffAlertRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import { createAlert, editAlert, listStaffAlerts, withdrawAlert } from "./staff-alerts.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

const SHOWN =
  "Customers see an active alert from `startsAt` (null: at once) until `endsAt` (null: until withdrawn), on its `domain` (fr or nl; null: both), under SPEC 9's rules (1 warning, 2 infos; warnings first, then those with an account type, then the newest). An `endsAt` not after `startsAt` is refused: 400 ALERT_SCHEDULE_INVALID naming `endsAt`.";

function staffIdOf(request: { staff: { id: string } | null }): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED", { detail: "A staff route ran without its guard." });
  }
  return request.staff.id;
}

/** The chain's alerts in the back-office (docs/staff.md "Alerts"): the editor's. */
export const staffAlertsRoutes: FastifyPluginAsyncZod<{ db: Database; cache?: PublicReadCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/api/staff/alerts",
    {
      config: { staff: "editor" },
      schema: {
        tags: ["staff"],
        summary: "Every alert, the withdrawn ones included, newest first (editor)",
        security: [{ bearer: [] }],
        response: { 200: ListStaffAlertsResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async () => listStaffAlerts({ db }),
  );

  app.post(
    "/api/staff/alerts",
    {
      config: { staff: "editor" },
      schema: {
        tags: ["staff"],
        summary:
          "Writes an alert: content in fr, nl and en, warning or info, account type, schedule, domain (editor)",
        description: `${SHOWN} Written in the audit log (\`alert.created\`).`,
        security: [{ bearer: [] }],
        body: CreateStaffAlertRequestSchema,
        response: { 201: StaffAlertSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request, reply) => {
      const alert = await createAlert({ db, cache, staffId: staffIdOf(request), alert: request.body });
      return reply.code(201).send(alert);
    },
  );

  app.patch(
    "/api/staff/alerts/:id",
    {
      config: { staff: "editor" },
      schema: {
        tags: ["staff"],
        summary: "Edits an alert (editor)",
        description: `Changes the fields sent (at least one); the edit stamps \`updatedAt\`, so customers who dismissed it see it again. ${SHOWN} Audit: \`alert.updated\` with before and after.`,
        security: [{ bearer: [] }],
        params: StaffAlertIdParamsSchema,
        body: UpdateStaffAlertRequestSchema,
        response: {
          200: StaffAlertSchema,
          400: ErrorResponseSchema,
          ...GUARD_RESPONSES,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      editAlert({ db, cache, staffId: staffIdOf(request), id: request.params.id, changes: request.body }),
  );

  app.post(
    "/api/staff/alerts/:id/withdraw",
    {
      config: { staff: "editor" },
      schema: {
        tags: ["staff"],
        summary: "Withdraws an alert: customers see it no more (editor)",
        description:
          "The alert stays listed for the staff as `withdrawn`; withdrawing it again changes nothing. Audit: `alert.withdrawn`, with the reason if given.",
        security: [{ bearer: [] }],
        params: StaffAlertIdParamsSchema,
        body: WithdrawStaffAlertRequestSchema,
        response: {
          200: StaffAlertSchema,
          400: ErrorResponseSchema,
          ...GUARD_RESPONSES,
          404: ErrorResponseSchema,
        },
      },
    },
    async (request) =>
      withdrawAlert({
        db,
        cache,
        staffId: staffIdOf(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
