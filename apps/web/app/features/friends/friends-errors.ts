import type { ErrorCode } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import { reportApiError } from "../../lib/api/error-toast";
import type { TranslationKey } from "../../lib/i18n/create-i18n";
import { showToast } from "../../lib/toasts/toast-store";

/**
 * The friends' coded refusals and the sentence each shows (STYLE.md "Errors": the web translates the
 * code). A code not listed shows the server's message in the error toast (SPEC 8 "add friend").
 */
export const FRIENDS_ERROR_KEYS = {
  FRIEND_NOT_FOUND: "Friends.Error.NotFound",
  FRIEND_SELF: "Friends.Error.Self",
  FRIEND_NOT_RECEIVED: "Friends.Error.NotReceived",
  FRIENDS_LIMIT: "Friends.Error.Limit",
  RATE_LIMITED: "Friends.Error.RateLimited",
} as const satisfies Partial<Record<ErrorCode, TranslationKey>>;

export function friendsErrorKey(error: unknown): TranslationKey | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  return (FRIENDS_ERROR_KEYS as Partial<Record<string, TranslationKey>>)[error.code] ?? null;
}

/** SPEC 8: a failed friends call ends in an error toast: its translated code, else the server's message. */
export function reportFriendsFailure(error: unknown): void {
  const key = friendsErrorKey(error);
  if (key && !(error instanceof ApiError && error.status === 401)) {
    showToast({ type: "error", closable: true, group: "friends", i18n: { content: key } });
    return;
  }
  reportApiError(error, "server-message");
}
