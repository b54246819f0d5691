import * as z from "zod";
import { LANGUAGES } from "./languages.ts";
import { LanguageQuerySchema } from "./queries.ts";
import { CaseAttachmentSchema, CaseMessageSchema } from "./support.ts";
import {
  CASE_ATTACHMENT_MAX_COUNT,
  CASE_CINEMA_MAX,
  CASE_COMMENT_MAX,
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  MAX_CASE_MESSAGES,
  TAXONOMY_ID_MAX,
} from "./support-limits.ts";

/**
 * The staff's support calls (docs/staff.md "Support", docs/domain/support.md "Staff answers"):
 * the queue by status and age, a case with its thread and attachments, answer, close, assign.
 * Role `agent` (admin holds every role).
 */

/**
 * `open`: not closed and waiting for the chain (no answer yet, or the customer wrote after the last
 * one); `answered`: not closed and the last message is the chain's; `closed`: closed.
 */
export const STAFF_CASE_STATUSES = ["open", "answered", "closed"] as const;
export const StaffCaseStatusSchema = z.enum(STAFF_CASE_STATUSES);
export type StaffCaseStatus = z.infer<typeof StaffCaseStatusSchema>;

/** Cases per page of the queue. */
export const STAFF_CASES_PAGE_SIZE = 25;
/** The last page one may ask for: 1000 pages of 25 cover any real queue, and the offset stays bounded. */
export const STAFF_CASES_PAGE_MAX = 1000;

export const ListStaffCasesRequestSchema = z.strictObject({
  ...LanguageQuerySchema.shape,
  status: StaffCaseStatusSchema.default("open"),
  page: z.coerce.number().int().min(1).max(STAFF_CASES_PAGE_MAX).default(1),
});
export type ListStaffCasesRequest = z.infer<typeof ListStaffCasesRequestSchema>;

/** A taxonomy entry as the staff read it: its id and its label in each language. */
export const StaffTaxonomyLabelSchema = z.object({
  id: z.string().max(TAXONOMY_ID_MAX),
  labels: z.object({ fr: z.string(), nl: z.string(), en: z.string() }),
});

export const StaffCaseCustomerSchema = z.object({
  accountId: z.uuid(),
  /** First and last name as the account holds them; null when neither is filled. */
  name: z.string().nullable(),
  mail: z.string(),
});

export const StaffCaseAssigneeSchema = z.object({ id: z.uuid(), displayName: z.string() }).nullable();

/** One line of the queue. */
export const StaffCaseSummarySchema = z.object({
  id: z.uuid(),
  number: z.string().max(20),
  subject: z.string().max(CASE_SUBJECT_MAX),
  status: StaffCaseStatusSchema,
  customer: StaffCaseCustomerSchema,
  theme: StaffTaxonomyLabelSchema,
  subTheme: StaffTaxonomyLabelSchema,
  createdAt: z.string(),
  /**
   * What the queue is ordered by (ISO 8601): `open`, since the customer's first message the chain
   * has not answered (the case's creation when it has no answer yet); `answered`, the last answer;
   * `closed`, the close.
   */
  since: z.string(),
  /** Seconds from `since` to the answer's time. */
  ageSeconds: z.number().int().nonnegative(),
  assignee: StaffCaseAssigneeSchema,
});
export type StaffCaseSummary = z.infer<typeof StaffCaseSummarySchema>;

export const ListStaffCasesResponseSchema = z.object({
  cases: z.array(StaffCaseSummarySchema).max(STAFF_CASES_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  /** Cases of this status in all. */
  total: z.number().int().nonnegative(),
});
export type ListStaffCasesResponse = z.infer<typeof ListStaffCasesResponseSchema>;

export const StaffCaseAttachmentSchema = CaseAttachmentSchema.extend({
  /** The staff's download of the stored bytes (served as the customer's own download is). */
  downloadPath: z.string(),
});

/** A case with its thread (oldest first, the last MAX_CASE_MESSAGES) and its attachments. */
export const StaffCaseSchema = StaffCaseSummarySchema.extend({
  description: z.string().max(CASE_DESCRIPTION_MAX),
  reason: StaffTaxonomyLabelSchema,
  cinema: z.string().max(CASE_CINEMA_MAX).nullable(),
  /** The language of the customer's mails. */
  language: z.enum(LANGUAGES),
  closedAt: z.string().nullable(),
  messages: z.array(CaseMessageSchema).max(MAX_CASE_MESSAGES),
  attachments: z.array(StaffCaseAttachmentSchema).max(CASE_ATTACHMENT_MAX_COUNT),
});
export type StaffCase = z.infer<typeof StaffCaseSchema>;

export const StaffCaseIdParamsSchema = z.strictObject({ id: z.uuid() });
export const StaffCaseAttachmentParamsSchema = z.strictObject({ id: z.uuid(), attachmentId: z.uuid() });

/** POST /api/staff/support/cases/{id}/answer: what the customer reads in messages. */
export const AnswerStaffCaseRequestSchema = z.strictObject({
  message: z.string().trim().min(1).max(CASE_COMMENT_MAX),
});
export type AnswerStaffCaseRequest = z.input<typeof AnswerStaffCaseRequestSchema>;

/** POST /api/staff/support/cases/{id}/assign: an agent (or admin) still active, or null to unassign. */
export const AssignStaffCaseRequestSchema = z.strictObject({ staffId: z.uuid().nullable() });
export type AssignStaffCaseRequest = z.infer<typeof AssignStaffCaseRequestSchema>;
