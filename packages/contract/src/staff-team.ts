import * as z from "zod";
import { StaffRoleSchema } from "./staff.ts";

/**
 * The staff team (docs/staff.md "Team"), role `admin`: the members, add one (its enrolment answered
 * once), change roles or name, disable and enable, reset the second factor, new recovery codes.
 * Every write is an admin write: a second factor older than 15 minutes is refused by the guard.
 */

export const STAFF_DISPLAY_NAME_MAX = 80;
export const STAFF_MAIL_MAX = 254;

const RolesSchema = z
  .array(StaffRoleSchema)
  .min(1)
  .max(4)
  .refine((roles) => new Set(roles).size === roles.length, { message: "each role once" });

export const StaffMemberSchema = z.object({
  id: z.uuid(),
  mail: z.string(),
  displayName: z.string(),
  roles: z.array(StaffRoleSchema).min(1),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** Whether a first code of the current secret was accepted (else the next sign-in enrols). */
  enrolled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  lockedUntil: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const ListStaffMembersResponseSchema = z.object({ members: z.array(StaffMemberSchema) });
export type ListStaffMembersResponse = z.infer<typeof ListStaffMembersResponseSchema>;

export const CreateStaffMemberRequestSchema = z.strictObject({
  mail: z.email().max(STAFF_MAIL_MAX),
  displayName: z.string().trim().min(1).max(STAFF_DISPLAY_NAME_MAX),
  roles: RolesSchema,
});
export type CreateStaffMemberRequest = z.infer<typeof CreateStaffMemberRequestSchema>;

/** A second factor to enrol: the key to type, its `otpauth://` URI and the QR code (SVG data URL). Shown once. */
export const StaffEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type StaffEnrolment = z.infer<typeof StaffEnrolmentSchema>;

/** 201: the member, their first password and the enrolment, answered this once and stored nowhere in clear. */
export const CreateStaffMemberResponseSchema = z.object({
  member: StaffMemberSchema,
  password: z.string(),
  enrolment: StaffEnrolmentSchema,
});
export type CreateStaffMemberResponse = z.infer<typeof CreateStaffMemberResponseSchema>;

export const StaffMemberIdParamsSchema = z.strictObject({ id: z.uuid() });

export const UpdateStaffMemberRequestSchema = z
  .strictObject({
    roles: RolesSchema.optional(),
    displayName: z.string().trim().min(1).max(STAFF_DISPLAY_NAME_MAX).optional(),
  })
  .refine((body) => body.roles !== undefined || body.displayName !== undefined, {
    message: "at least one change",
  });
export type UpdateStaffMemberRequest = z.infer<typeof UpdateStaffMemberRequestSchema>;

export const StaffMemberResponseSchema = z.object({ member: StaffMemberSchema });
export type StaffMemberResponse = z.infer<typeof StaffMemberResponseSchema>;

/** POST …/reset-totp: the new secret, answered once; the member enrols it at their next sign-in. */
export const ResetStaffTotpResponseSchema = z.object({
  member: StaffMemberSchema,
  enrolment: StaffEnrolmentSchema,
});
export type ResetStaffTotpResponse = z.infer<typeof ResetStaffTotpResponseSchema>;

/** POST …/recovery-codes: 10 new codes, answered once; the old ones no longer work. */
export const RenewRecoveryCodesResponseSchema = z.object({
  member: StaffMemberSchema,
  recoveryCodes: z.array(z.string()),
});
export type RenewRecoveryCodesResponse = z.infer<typeof RenewRecoveryCodesResponseSchema>;
