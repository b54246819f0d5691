import {
  ErrorResponseSchema,
  StaffSettingsDomainParamsSchema,
  StaffSettingsResponseSchema,
  UpdateStaffSettingsRequestSchema,
} from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { AppError } from "../../lib/app-error.ts";
import { changeSettings, getStaffSettings } from "./staff-settings.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/** Each domain's flags and settings in the back-office (docs/staff.md "Flags and settings"): the admin's. */
export const staffSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; cache?: PublicReadCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    "/api/staff/settings/:domain",
    {
      config: { staff: "admin" },
      schema: {
        tags: ["staff"],
        summary: "A domain's flags and settings as stored (admin)",
        security: [{ bearer: [] }],
        params: StaffSettingsDomainParamsSchema,
        response: { 200: StaffSettingsResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => getStaffSettings({ db, domain: request.params.domain }),
  );

  app.patch(
    "/api/staff/settings/:domain",
    {
      config: { staff: "admin" },
      schema: {
        tags: ["staff"],
        summary: "Switches flags and changes settings of a domain, with a reason (admin)",
        description:
          "`changes` names the flags (`flags: { myFriendsEnabled: false }`) and settings to change, at least one; `reason` (1 to 500 characters) is required. GET /api/settings answers the change at once. Audit: `settings.changed`, with the before and after of each field changed. Needs a second factor under 15 minutes old (403 STAFF_FRESH_MFA_REQUIRED).",
        security: [{ bearer: [] }],
        params: StaffSettingsDomainParamsSchema,
        body: UpdateStaffSettingsRequestSchema,
        response: { 200: StaffSettingsResponseSchema, 400: ErrorResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async (request) => {
      if (!request.staff) {
        throw new AppError("UNAUTHORIZED", { detail: "A staff route ran without its guard." });
      }
      return changeSettings({
        db,
        cache,
        staffId: request.staff.id,
        domain: request.params.domain,
        request: request.body,
      });
    },
  );
};
