import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";
import { apiErrorFrom } from "../api/api-error";

/** SPEC 7: GET /api/footer; a public catalog endpoint, so no Bearer token (SPEC 6). */
export async function getFooter(language: Language, signal?: AbortSignal): Promise<FooterResponse> {
  const url = new URL("/api/footer", window.location.origin);
  url.searchParams.set("language", language);
  const response = await fetch(url, { headers: { Accept: "application/json" }, signal });
  if (!response.ok) {
    throw await apiErrorFrom(response);
  }
  return (await response.json()) as FooterResponse;
}
