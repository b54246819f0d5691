import type { Language } from "@cinelux/contract/languages";
import { apiUrl, jsonAnswer, jsonInit } from "./json-exchange";

export interface PublicRequest {
  path: string;
  language: Language;
  method?: "GET" | "PATCH";
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * A call to a public endpoint (SPEC 7: `?language=`), never with a Bearer token: the newsletter
 * link's signed token is its authority. Unlike apiRequest it needs no user manager, so a public
 * page calling it loads none (the identity client stays out of its initial JavaScript). A failure
 * throws the API's coded error (ApiError).
 */
export async function publicRequest<T>({
  path,
  language,
  method = "GET",
  body,
  signal,
}: PublicRequest): Promise<T> {
  return jsonAnswer<T>(
    await fetch(apiUrl(path, language, window.location.origin), jsonInit({ method, body, signal })),
  );
}
