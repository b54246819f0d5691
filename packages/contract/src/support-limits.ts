/**
 * Support limits (docs/domain/support.md), without zod: the web's pages check a form with
 * the same figures the server enforces (support.ts builds its schemas on them).
 */

export const CASE_SUBJECT_MAX = 150;
export const CASE_DESCRIPTION_MAX = 5_000;
export const CASE_COMMENT_MAX = 5_000;
export const CASE_CINEMA_MAX = 100;
/** Taxonomy ids (`billing`, `billing-refund`, `billing-refund-ticket`...). */
export const TAXONOMY_ID_MAX = 80;

/** SPEC 5 "Attachments are optional": images and PDF, at most 3 files of 2 MiB each. */
export const CASE_ATTACHMENT_MAX_COUNT = 3;
export const CASE_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CASE_ATTACHMENT_MIME_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/heic",
  "image/heif",
  "application/pdf",
] as const;
export type CaseAttachmentMimeType = (typeof CASE_ATTACHMENT_MIME_TYPES)[number];
/** What the file picker offers (`accept`), the same set by extension. */
export const CASE_ATTACHMENT_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "heic", "heif", "pdf"] as const;

/** The list's bounds: a customer's cases (newest first) and a case's messages. */
export const MAX_LISTED_CASES = 100;
export const MAX_CASE_MESSAGES = 200;
/** Open cases a customer may hold at once; more are refused (CASE_LIMIT) until one is closed. */
export const MAX_OPEN_CASES = 10;
/** Case creation mails the customer: 5 an hour per account; comments 30 an hour. */
export const CASE_CREATE_LIMIT = { max: 5, windowMs: 60 * 60_000 } as const;
export const CASE_COMMENT_LIMIT = { max: 30, windowMs: 60 * 60_000 } as const;

export const FAQ_SEARCH_QUERY_MAX = 100;
export const FAQ_SEARCH_RESULTS_MAX = 20;
