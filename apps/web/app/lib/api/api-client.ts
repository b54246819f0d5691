import type { Language } from "@cinelux/contract/languages";
import { getAccessToken } from "../auth/user-manager";
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
    const token = await getAccessToken();
    if (token) {
      init.headers.set("Authorization", `Bearer ${token}`);
    }
  }
  return jsonAnswer<T>(await fetch(url, init));
}
