import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import { reportApiError } from "../../lib/api/error-toast";
import type { TranslationKey } from "../../lib/i18n/create-i18n";
import { showToast } from "../../lib/toasts/toast-store";

/**
 * The feelings' coded refusals (contract errors.ts, docs/domain/feelings.md) and the sentence each
 * shows in an error toast (STYLE.md "Errors": the code is translated, never the message). Any other
 * failure gets the default error toast (SPEC 8).
 */
export const FEELINGS_ERROR_KEYS = {
  MISSING_PARAMETER: "Feelings.Error.MissingParameter",
  CLIENT_ACCOUNT_NOT_FOUND: "Feelings.Error.AccountNotFound",
  SHOW_NOT_FOUND: "Feelings.Error.ShowNotFound",
  FEELINGS_FULL: "Feelings.Error.Full",
  MOVIE_TO_NOTE_NOT_FOUND: "Feelings.Error.MovieNotFound",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

export function feelingsErrorKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  return (FEELINGS_ERROR_KEYS as Partial<Record<string, TranslationKey>>)[error.code] ?? null;
}

/** A failed rating call's toast: the code's sentence, else the default one. */
export function reportFeelingsError(error: unknown): void {
  const key = feelingsErrorKey(error);
  if (key) {
    showToast({ type: "error", i18n: { content: key }, closable: true });
    return;
  }
  reportApiError(error);
}
