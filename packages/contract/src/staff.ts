import * as z from "zod";

import { LanguageQuerySchema } from "./queries.ts";
import { STAFF_ROLES } from "./staff-roles.ts";

export { STAFF_ROLES, type StaffRole, staffHasRole } from "./staff-roles.ts";
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** GET /api/staff/me: who is signed in to the back-office. */
export const StaffMeResponseSchema = z.object({
  id: z.uuid(),
  mail: z.string(),
  displayName: z.string(),
  roles: z.array(StaffRoleSchema).min(1),
  /** When the token's second factor was given (ISO 8601). */
  mfaAt: z.string(),
});
export type StaffMeResponse = z.infer<typeof StaffMeResponseSchema>;

/** At most this many rows per page of the audit log. */
export const AUDIT_LOG_PAGE_MAX = 100;

/** GET /api/staff/audit-log: filters; `before` is the previous page's `nextBefore` (newest first). */
export const GetAuditLogRequestSchema = z
  .object({
    ...LanguageQuerySchema.shape,
    staffId: z.uuid().optional(),
    action: z.string().min(1).max(100).optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    before: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(50),
  })
  .strict();
export type GetAuditLogRequest = z.infer<typeof GetAuditLogRequestSchema>;

export const AuditLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.uuid(),
  staffMail: z.string(),
  action: z.string(),
  target: z.object({ kind: z.string(), id: z.string() }).nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const GetAuditLogResponseSchema = z.object({
  entries: z.array(AuditLogEntrySchema),
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type GetAuditLogResponse = z.infer<typeof GetAuditLogResponseSchema>;
