import { showDefaultErrorToast, showToast } from "../toasts/toast-store";
import { ApiError } from "./api-error";

/**
 * SPEC 8: most failures show the default error toast; some show the server's message; a caller
 * that handles the failure itself (field errors, an info message) asks for none.
 */
export type ErrorToastMode = "default" | "server-message" | "none";

/** Query and mutation `meta` the query client reads when a call finally fails (after retries). */
export interface ApiMeta extends Record<string, unknown> {
  errorToast?: ErrorToastMode;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

/** Errors whose toast question is settled: a second report (the query client's) shows nothing. */
const settled = new WeakSet<object>();

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/** Marks the error as handled, whatever `mode` says; false when it already was. */
export function settleApiError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) {
    return true;
  }
  if (settled.has(error)) {
    return false;
  }
  settled.add(error);
  return true;
}

/**
 * Shows the toast `mode` asks for, once per error. No toast for a 401 (the login guard sends the
 * customer to sign in) nor for a request the page itself abandoned. "none" leaves the error
 * unsettled, so the caller may still report it after looking at it.
 */
export function reportApiError(error: unknown, mode: ErrorToastMode = "default"): void {
  if (mode === "none" || isAbort(error) || (error instanceof ApiError && error.status === 401)) {
    return;
  }
  if (!settleApiError(error)) {
    return;
  }
  // HTTP_ERROR: the body was not the API's `{ code, message }` (a proxy's page): no message to show.
  if (
    mode === "server-message" &&
    error instanceof ApiError &&
    error.code !== "HTTP_ERROR" &&
    error.message
  ) {
    showToast({ type: "error", content: error.message, closable: true });
    return;
  }
  showDefaultErrorToast();
}
