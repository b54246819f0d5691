import type { FooterResponse } from "@cinelux/contract/footer";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiErrorFrom } from "../api/api-error";

export const FOOTER_QUERY_KEY = ["footer"] as const;

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

/** SPEC 4 "Footer data: requested, succeeded or failed" is this query's status. */
export function getFooterQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...FOOTER_QUERY_KEY, language],
    // SPEC 4: a failed footer still renders its static parts; no toast.
    meta: { errorToast: "none" },
    queryFn: ({ signal }) => getFooter(language, signal),
    staleTime: 10 * 60_000,
  });
}
