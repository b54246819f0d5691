import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/**
 * The refusals a new case can meet after its captcha, and the sentence each one shows at the foot of
 * the form (STYLE.md "Errors": the code, never the message). Another code gets the default toast.
 */
export const CONTACT_ERROR_KEYS = {
  CASE_LIMIT: "Contact.Error.CaseLimit",
  CASE_TAXONOMY_INVALID: "Contact.Error.Taxonomy",
  ATTACHMENT_TOO_MANY: "Contact.Attachments.TooMany",
  ATTACHMENT_TOO_LARGE: "Contact.Attachments.TooLarge",
  ATTACHMENT_TYPE_NOT_ALLOWED: "Contact.Attachments.Type",
  ATTACHMENT_UNREADABLE: "Contact.Attachments.Unreadable",
  RATE_LIMITED: "Contact.Error.RateLimited",
  BAD_REQUEST: "Contact.Error.BadRequest",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

export function contactErrorKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  return (CONTACT_ERROR_KEYS as Partial<Record<string, TranslationKey>>)[error.code] ?? null;
}
