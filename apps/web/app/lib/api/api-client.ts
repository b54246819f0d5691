import type { Language } from "@cinelux/contract/languages";
import { loadUserManager } from "../auth/load-user-manager";
import { hasStoredSession } from "../auth/stored-session";
import { isWebviewMode } from "../webview/webview-mode";
import { isBearerAllowed } from "./bearer-allow-list";
import { type ErrorToastMode, reportApiError, settleApiError } from "./error-toast";
import { apiUrl, jsonAnswer, jsonInit } from "./json-exchange";

export interface ApiRequest {
  path: string;
  /**
   * The configured base URL the call goes to (SPEC 7: settings `urls.tunnelBase` for the tunnel
   * calls), its token included; '' or left out: this site.
   */
  base?: string;
  language: Language;
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The toast a failure shows (SPEC 8). Left out, the call's query or mutation decides (its
   * `meta.errorToast`, default "default", shown once after retries by the query client).
   */
  errorToast?: ErrorToastMode;
  /** Extra request headers, e.g. the captcha answer (`x-captcha-response`, SPEC 5). */
  headers?: Record<string, string>;
  /** Let the request outlive the page (`fetch`'s `keepalive`): a release sent as the visitor leaves. */
  keepalive?: boolean;
}

export async function apiRequest<T>(request: ApiRequest): Promise<T> {
  try {
    return await send<T>(request);
  } catch (error) {
    if (request.errorToast) {
      reportApiError(error, request.errorToast);
      settleApiError(error);
    }
    throw error;
  }
}

/** SPEC 7: every call carries `?language=`; allow-listed ones a Bearer access token. */
async function send<T>({
  path,
  base = "",
  language,
  method = "GET",
  body,
  signal,
  headers,
  keepalive,
}: ApiRequest): Promise<T> {
  const origin = window.location.origin;
  const url = apiUrl(`${base}${path}`, language, origin);
  const init = jsonInit({ method, body, signal, headers });
  if (keepalive) {
    init.keepalive = true;
  }
  if (isBearerAllowed(url, origin, base)) {
    const token = await accessToken();
    if (token) {
      init.headers.set("Authorization", `Bearer ${token}`);
    }
  }
  return jsonAnswer<T>(await fetch(url, init));
}

/**
 * The signed-in customer's access token, else null. A tab with no stored session, outside an app's
 * webview and the fakes (which keep their customer elsewhere), has none: the user manager would
 * find no user either. Known without it, so a public page calling the API (the booking tunnel's
 * seat page) loads neither the user manager nor the identity client for a guest (decision 004).
 * Otherwise the user manager's module: a customer-area page has it among its scripts already.
 */
export async function accessToken(
  fakes: boolean = import.meta.env.VITE_FAKE_ENDPOINTS === "1",
): Promise<string | null> {
  if (!fakes && !isWebviewMode() && !hasStoredSession()) {
    return null;
  }
  return (await loadUserManager()).getAccessToken();
}
