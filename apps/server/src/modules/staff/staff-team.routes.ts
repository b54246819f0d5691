import {
  CreateStaffMemberRequestSchema,
  CreateStaffMemberResponseSchema,
  ErrorResponseSchema,
  ListStaffMembersResponseSchema,
  RenewRecoveryCodesResponseSchema,
  ResetStaffTotpResponseSchema,
  StaffMemberIdParamsSchema,
  StaffMemberResponseSchema,
  UpdateStaffMemberRequestSchema,
} from "@cinelux/contract";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  addStaffMember,
  listStaffMembers,
  renewRecoveryCodes,
  resetStaffTotp,
  setStaffDisabled,
  updateStaff,
} from "./staff-team.service.ts";

/** What every staff route may answer besides its own: no token, a customer's, a missing role or a stale second factor. */
const GUARD_RESPONSES = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const MEMBER_RESPONSES = {
  200: StaffMemberResponseSchema,
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  ...GUARD_RESPONSES,
};
const common = { tags: ["staff"], security: [{ bearer: [] }] };

/** The guard has set the member on every /api/staff route; a handler never runs without one. */
function staffIdOf(request: FastifyRequest): string {
  if (!request.staff) {
    throw new AppError("UNAUTHORIZED");
  }
  return request.staff.id;
}

/**
 * The staff team (docs/staff.md "Team"), role `admin`. Writes are admin writes: the guard asks a
 * second factor under 15 minutes old. Every write leaves its row in the audit log.
 */
export const staffTeamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/api/staff/members",
    {
      config: { staff: "admin" },
      schema: {
        ...common,
        summary: "Every staff member, active ones first (admin)",
        description:
          "Never a password hash, TOTP secret or recovery code: whether enrolled, and how many codes are left.",
        response: { 200: ListStaffMembersResponseSchema, ...GUARD_RESPONSES },
      },
    },
    async () => listStaffMembers({ db }),
  );

  app.post(
    "/api/staff/members",
    {
      config: { staff: "admin" },
      schema: {
        ...common,
        summary:
          "Add a staff member: their first password and second-factor enrolment, answered once (admin)",
        description:
          "As `npm run staff:create`: a random first password and a TOTP secret (its key, `otpauth://` URI and QR " +
          "code). Shown this once. An address already used is 409 STAFF_MAIL_TAKEN. Audited as `staff.created`.",
        body: CreateStaffMemberRequestSchema,
        response: {
          201: CreateStaffMemberResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          ...GUARD_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const created = await addStaffMember({ db, adminId: staffIdOf(request), request: request.body });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    "/api/staff/members/:id",
    {
      config: { staff: "admin" },
      schema: {
        ...common,
        summary: "Change a member's roles or display name (admin)",
        description:
          "At least one change. Removing one's own admin role is 409 STAFF_SELF_LOCKOUT. Audited as `staff.updated` " +
          "with `before` and `after`.",
        params: StaffMemberIdParamsSchema,
        body: UpdateStaffMemberRequestSchema,
        response: MEMBER_RESPONSES,
      },
    },
    async (request) =>
      updateStaff({ db, adminId: staffIdOf(request), id: request.params.id, request: request.body }),
  );

  for (const disabled of [true, false]) {
    app.post(
      `/api/staff/members/:id/${disabled ? "disable" : "enable"}`,
      {
        config: { staff: "admin" },
        schema: {
          ...common,
          summary: disabled
            ? "Disable a member: no more sign-ins or refreshes (admin)"
            : "Enable a disabled member again (admin)",
          description: disabled
            ? "An access token already issued lives out its 10 minutes. Disabling oneself is 409 STAFF_SELF_LOCKOUT. " +
              "Twice changes nothing. Audited as `staff.disabled`."
            : "Twice changes nothing. Audited as `staff.enabled`.",
          params: StaffMemberIdParamsSchema,
          response: MEMBER_RESPONSES,
        },
      },
      async (request) =>
        setStaffDisabled({ db, adminId: staffIdOf(request), id: request.params.id, disabled }),
    );
  }

  app.post(
    "/api/staff/members/:id/reset-totp",
    {
      config: { staff: "admin" },
      schema: {
        ...common,
        summary: "A new second-factor secret, answered once; the next sign-in enrols it (admin)",
        description:
          "The old secret and the recovery codes stop working at once. Audited as `staff.totp_reset`.",
        params: StaffMemberIdParamsSchema,
        response: { ...MEMBER_RESPONSES, 200: ResetStaffTotpResponseSchema },
      },
    },
    async (request) => resetStaffTotp({ db, adminId: staffIdOf(request), id: request.params.id }),
  );

  app.post(
    "/api/staff/members/:id/recovery-codes",
    {
      config: { staff: "admin" },
      schema: {
        ...common,
        summary: "10 new recovery codes, answered once (admin)",
        description: "The previous codes no longer work. Audited as `staff.recovery_codes_renewed`.",
        params: StaffMemberIdParamsSchema,
        response: { ...MEMBER_RESPONSES, 200: RenewRecoveryCodesResponseSchema },
      },
    },
    async (request) => renewRecoveryCodes({ db, adminId: staffIdOf(request), id: request.params.id }),
  );
};
