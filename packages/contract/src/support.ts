import * as z from "zod";
import { LANGUAGES } from "./languages.ts";
import {
  CASE_ATTACHMENT_MAX_COUNT,
  CASE_ATTACHMENT_MIME_TYPES,
  CASE_CINEMA_MAX,
  CASE_COMMENT_MAX,
  CASE_DESCRIPTION_MAX,
  CASE_SUBJECT_MAX,
  FAQ_SEARCH_QUERY_MAX,
  FAQ_SEARCH_RESULTS_MAX,
  MAX_CASE_MESSAGES,
  MAX_LISTED_CASES,
  TAXONOMY_ID_MAX,
} from "./support-limits.ts";

/**
 * Support (docs/domain/support.md): SPEC 3 "Support case" and "FAQ", SPEC 5 "Case
 * creation", SPEC 7 "Support cases" and the FAQ reads, SPEC 9 "Support taxonomy". The limits are
 * in support-limits.ts (no zod), so the web checks a form with the figures the server enforces.
 * Beyond SPEC 7's calls: GET /api/accounts/me/case/unread (`CaseUnreadResponse`), PATCH
 * .../case/{id} `{ read: true }`, GET .../case/{id}/attachments/{attachmentId} (the stored bytes,
 * owner only) and GET /api/faq/search?q=&language= (`FaqSearchResponse`).
 */

/** The limits are also read from here (zod-free pages import them from support-limits.ts). */
export * from "./support-limits.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

export const CaseAttachmentSchema = z.object({
  id: z.uuid(),
  /** The name sent, cleaned (docs/domain/support.md): shown, never used to pick the type. */
  fileName: z.string().max(120),
  mimeType: z.enum(CASE_ATTACHMENT_MIME_TYPES),
  /** Bytes stored (re-encoded images are often smaller than what was sent). */
  size: z.number().int().nonnegative(),
});
export type CaseAttachment = z.infer<typeof CaseAttachmentSchema>;

/** SPEC 3: `received` is true for an answer from the chain, false for the customer's own comments. */
export const CaseMessageSchema = z.object({
  id: z.uuid(),
  body: z.string().max(CASE_COMMENT_MAX),
  createdAt: z.string(),
  received: z.boolean(),
});
export type CaseMessage = z.infer<typeof CaseMessageSchema>;

/**
 * SPEC 3 "Support case", plus the taxonomy chosen, the attachments, and `unread`: the chain's
 * answers the customer has not yet seen (marked read by PATCH `{ read: true }`).
 */
export const SupportCaseSchema = z.object({
  id: z.uuid(),
  subject: z.string().max(CASE_SUBJECT_MAX),
  /** The number the acknowledgement mail and the agent quote (`C-2026-000123`). */
  number: z.string().max(20),
  createdAt: z.string(),
  closed: z.boolean(),
  description: z.string().max(CASE_DESCRIPTION_MAX),
  type: z.string().max(TAXONOMY_ID_MAX),
  topic: z.string().max(TAXONOMY_ID_MAX),
  reason: z.string().max(TAXONOMY_ID_MAX),
  cinema: z.string().max(CASE_CINEMA_MAX).nullable(),
  messages: z.array(CaseMessageSchema).max(MAX_CASE_MESSAGES),
  attachments: z.array(CaseAttachmentSchema).max(CASE_ATTACHMENT_MAX_COUNT),
  unread: z.number().int().nonnegative(),
});
export type SupportCase = z.infer<typeof SupportCaseSchema>;

export const SupportCasesResponseSchema = z.array(SupportCaseSchema).max(MAX_LISTED_CASES);
export type SupportCasesResponse = z.infer<typeof SupportCasesResponseSchema>;

/**
 * SPEC 5 "Case creation": the multipart form's text fields. `cinema` is sent only when non-empty;
 * an empty one is read as absent. `attachments[]` are the form's file parts.
 */
export const CreateCaseFieldsSchema = z.strictObject({
  type: text(TAXONOMY_ID_MAX),
  topic: text(TAXONOMY_ID_MAX),
  reason: text(TAXONOMY_ID_MAX),
  subject: text(CASE_SUBJECT_MAX),
  description: text(CASE_DESCRIPTION_MAX),
  cinema: z
    .string()
    .trim()
    .max(CASE_CINEMA_MAX)
    .optional()
    .transform((value) => value || undefined),
});
export type CreateCaseFields = z.input<typeof CreateCaseFieldsSchema>;
/** The form's required fields, in the order the form shows them. */
export const CASE_REQUIRED_FIELDS = ["type", "topic", "reason", "subject", "description"] as const;

/** SPEC 7 POST /api/accounts/me/case/{id}/comment. */
export const CaseCommentRequestSchema = z.strictObject({ body: text(CASE_COMMENT_MAX) });
export type CaseCommentRequest = z.input<typeof CaseCommentRequestSchema>;

/** SPEC 7 PATCH /api/accounts/me/case/{id}: `closed: true` closes (for good); `read: true` marks answers seen. */
export const CaseUpdateRequestSchema = z
  .strictObject({ closed: z.literal(true).optional(), read: z.literal(true).optional() })
  .refine((body) => body.closed !== undefined || body.read !== undefined, {
    message: "closed or read",
    path: ["closed"],
  });
export type CaseUpdateRequest = z.infer<typeof CaseUpdateRequestSchema>;

export const CaseIdParamsSchema = z.strictObject({ id: z.uuid() });
export const CaseAttachmentParamsSchema = z.strictObject({ id: z.uuid(), attachmentId: z.uuid() });

/** GET /api/accounts/me/case/unread: the chain's answers not yet seen, all open cases together. */
export const CaseUnreadResponseSchema = z.object({ count: z.number().int().nonnegative() });
export type CaseUnreadResponse = z.infer<typeof CaseUnreadResponseSchema>;

// --- FAQ (public reads, in the `language` of the query; the domain's first language by default) ---

export const FaqArticleRefSchema = z.object({ id: z.string().max(40), title: z.string().max(200) });
export type FaqArticleRef = z.infer<typeof FaqArticleRefSchema>;

export const FaqReasonSchema = z.object({
  id: z.string().max(TAXONOMY_ID_MAX),
  label: z.string().max(200),
  /** The articles the contact form suggests before a case on this reason is opened. */
  articleIds: z.array(z.string().max(40)).max(10),
});
export const FaqTopicSchema = z.object({
  id: z.string().max(TAXONOMY_ID_MAX),
  label: z.string().max(200),
  reasons: z.array(FaqReasonSchema).max(20),
});
export const FaqThemeSchema = z.object({
  id: z.string().max(TAXONOMY_ID_MAX),
  label: z.string().max(200),
  topics: z.array(FaqTopicSchema).max(10),
});
export type FaqReason = z.infer<typeof FaqReasonSchema>;
export type FaqTopic = z.infer<typeof FaqTopicSchema>;
export type FaqTheme = z.infer<typeof FaqThemeSchema>;

/** SPEC 3 "FAQ" / SPEC 7 GET /api/faq/data: themes, sub-themes (topics) and reasons, plus articles. */
export const FaqDataResponseSchema = z.object({
  themes: z.array(FaqThemeSchema).max(20),
  articles: z.array(FaqArticleRefSchema).max(500),
});
export type FaqDataResponse = z.infer<typeof FaqDataResponseSchema>;

export const FaqArticleSchema = FaqArticleRefSchema.extend({
  categoryId: z.string().max(40),
  /** Paragraphs of the answer. */
  answer: z.array(z.string().max(2_000)).max(20),
});
export type FaqArticle = z.infer<typeof FaqArticleSchema>;

/** SPEC 7 GET /api/faq/topic/{id}: `id` is a reason's or a sub-theme's (then every reason's articles). */
export const FaqTopicParamsSchema = z.strictObject({ id: z.string().min(1).max(TAXONOMY_ID_MAX) });
export const FaqTopicResponseSchema = z.object({
  id: z.string().max(TAXONOMY_ID_MAX),
  label: z.string().max(200),
  articles: z.array(FaqArticleSchema).max(100),
});
export type FaqTopicResponse = z.infer<typeof FaqTopicResponseSchema>;

/** SPEC 7 GET /api/cms/1.7.0/help-center/faq: every article, grouped by knowledge category, in order. */
export const HelpCenterFaqResponseSchema = z.array(
  z.object({
    id: z.string().max(40),
    title: z.string().max(200),
    articles: z.array(FaqArticleSchema).max(200),
  }),
);
export type HelpCenterFaqResponse = z.infer<typeof HelpCenterFaqResponseSchema>;

/** GET /api/faq/search?q=&language=: articles whose title or answer holds every word (support-rules.ts). */
export const FaqSearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(FAQ_SEARCH_QUERY_MAX),
  language: z.enum(LANGUAGES).optional(),
});
export const FaqSearchResponseSchema = z.object({
  query: z.string().max(FAQ_SEARCH_QUERY_MAX),
  articles: z.array(FaqArticleSchema).max(FAQ_SEARCH_RESULTS_MAX),
});
export type FaqSearchResponse = z.infer<typeof FaqSearchResponseSchema>;
