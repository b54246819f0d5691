import type { Language } from "@cinelux/contract/languages";
import { apiErrorFrom } from "./api-error";

/**
 * What every call to the API has in common, with or without a Bearer token (api-client.ts,
 * public-request.ts): the address with `?language=` (SPEC 7), a JSON body, and the answer read as
 * JSON or thrown as the API's coded error.
 */

/** SPEC 7: every call carries `?language=`. */
export function apiUrl(path: string, language: Language, origin: string): URL {
  const url = new URL(path, origin);
  url.searchParams.set("language", language);
  return url;
}

/** Accept JSON, and send `body` (if any) as JSON; `headers` are the call's own (captcha, token). */
export function jsonInit(options: {
  method: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}): RequestInit & { headers: Headers } {
  const headers = new Headers({ ...options.headers, Accept: "application/json" });
  if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
  }
  return {
    method: options.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
}

/** The answer's JSON (nothing for 204), or its coded error (ApiError). */
export async function jsonAnswer<T>(response: Response): Promise<T> {
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
