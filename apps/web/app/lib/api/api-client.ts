import type { Language } from "@cinelux/contract/languages";
import { takeEarlyResponse } from "../auth/early-account";
import { getAccessToken } from "../auth/user-manager";
import { apiErrorFrom } from "./api-error";
import { isBearerAllowed } from "./bearer-allow-list";
import { type ErrorToastMode, reportApiError, settleApiError } from "./error-toast";

export interface ApiRequest {
  path: string;
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
}

/** SPEC 7: every call carries `?language=`; allow-listed ones a Bearer access token. */
export function apiUrl(path: string, language: Language, origin: string): URL {
  const url = new URL(path, origin);
  url.searchParams.set("language", language);
  return url;
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

async function send<T>({
  path,
  language,
  method = "GET",
  body,
  signal,
  headers: extra,
}: ApiRequest): Promise<T> {
  const origin = window.location.origin;
  const url = apiUrl(path, language, origin);
  const headers = new Headers({ ...extra, Accept: "application/json" });
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
  }
  let token: string | null | undefined;
  if (isBearerAllowed(url, origin)) {
    token = await getAccessToken();
    if (token) {
      headers.set("Authorization", `Bearer ${token}`);
    }
  }
  // The answer the page's inline script asked for while the scripts downloaded (issue 8), if it is
  // this very request; a network failure there is retried here.
  const early = method === "GET" && token ? takeEarlyResponse(url, token) : undefined;
  const response =
    (await early?.catch(() => undefined)) ??
    (await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    }));
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
