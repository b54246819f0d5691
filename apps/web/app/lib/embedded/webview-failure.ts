import { data, isRouteErrorResponse } from "react-router";

/**
 * Why an m/ page shows the webview error page instead of itself (SPEC 2.2 webview mode, SPEC 8): no
 * cookie, one that is not SPEC 9's fields, a token that ended and was not renewed, a token the API
 * refused, or a customer who has not finished registering (the apps register them, not the page).
 */
export type WebviewFailureReason = "missing" | "malformed" | "expired" | "refused" | "not-registered";

interface WebviewFailureData {
  webviewFailure: WebviewFailureReason;
}

/**
 * Thrown by the embedded guard: the root's error boundary draws the error page in place, so the
 * URL stays the one the app opened (no redirect, SPEC 2.2).
 */
export function webviewFailure(reason: WebviewFailureReason) {
  return data<WebviewFailureData>({ webviewFailure: reason }, { status: 401 });
}

export function webviewFailureReason(error: unknown): WebviewFailureReason | null {
  if (!isRouteErrorResponse(error) || error.status !== 401) {
    return null;
  }
  const payload = error.data as Partial<WebviewFailureData> | null;
  return payload?.webviewFailure ?? null;
}
