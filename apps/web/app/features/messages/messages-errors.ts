import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import { reportApiError } from "../../lib/api/error-toast";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/**
 * The refusals a case's reply and close can meet, and the sentence each one shows in place
 * (STYLE.md "Errors": the code, never the message). Another code gets the default error toast.
 */
export const MESSAGES_ERROR_KEYS = {
  CASE_CLOSED: "Messages.Error.Closed",
  CASE_NOT_FOUND: "Messages.Error.NotFound",
  RATE_LIMITED: "Messages.Error.RateLimited",
  BAD_REQUEST: "Messages.Error.BadRequest",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

export function messagesErrorKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  return (MESSAGES_ERROR_KEYS as Partial<Record<string, TranslationKey>>)[error.code] ?? null;
}

/**
 * A refusal the conversation explains in place (`show`), or else the default error toast (SPEC 8).
 */
export function showMessagesError(error: unknown, show: (key: TranslationKey) => void): void {
  const key = messagesErrorKey(error);
  if (key) {
    show(key);
  } else {
    reportApiError(error, "default");
  }
}
