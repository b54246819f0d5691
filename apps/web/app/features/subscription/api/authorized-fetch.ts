import type { Language } from "@cinelux/contract/languages";
import { apiErrorFrom } from "../../../lib/api/api-error";
import { isBearerAllowed } from "../../../lib/api/bearer-allow-list";
import { apiUrl } from "../../../lib/api/json-exchange";
import { getAccessToken } from "../../../lib/auth/user-manager";

/**
 * The calls the JSON client does not make: a file answered as a blob (the card photo, invoice and
 * contract PDFs, SPEC 7 "as a blob") and a multipart upload (the card photo). Same address rule
 * (`?language=`), same Bearer token on our own `/api/` only (SPEC 6), same coded errors (ApiError).
 */
export async function authorizedFetch(
  path: string,
  language: Language,
  init: { method?: string; body?: BodyInit; accept: string; signal?: AbortSignal },
): Promise<Response> {
  const origin = window.location.origin;
  const url = apiUrl(path, language, origin);
  const headers = new Headers({ Accept: init.accept });
  if (isBearerAllowed(url, origin)) {
    const token = await getAccessToken();
    if (token) {
      headers.set("Authorization", `Bearer ${token}`);
    }
  }
  const response = await fetch(url, {
    method: init.method ?? "GET",
    headers,
    body: init.body,
    signal: init.signal,
  });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return response;
}

/** GET a file as a blob. */
export async function fetchBlob(
  path: string,
  language: Language,
  accept: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return (await authorizedFetch(path, language, { accept, signal })).blob();
}
