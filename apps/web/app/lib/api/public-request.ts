import type { Language } from "@cinelux/contract/languages";
import { apiErrorFrom } from "./api-error";

export interface PublicRequest {
  path: string;
  language: Language;
  method?: "GET" | "PATCH";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call to a public endpoint (SPEC 7: `?language=`), never with a Bearer token: the newsletter
 * link's signed token is its authority. Issue 8: unlike apiRequest it needs no user manager, so a
 * public page calling it loads none. A failure throws the API's coded error (ApiError).
 */
export async function publicRequest<T>({
  path,
  language,
  method = "GET",
  body,
  signal,
}: PublicRequest): Promise<T> {
  const url = new URL(path, window.location.origin);
  url.searchParams.set("language", language);
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined) {
    headers.set("Content-Type", "application/json");
  }
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (response.status === 204 ? undefined : await response.json()) as T;
}
