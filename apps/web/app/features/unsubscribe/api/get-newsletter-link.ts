import type { Language } from "@cinelux/contract/languages";
import type { NewsletterResponse } from "@cinelux/contract/newsletter";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const NEWSLETTER_LINK_QUERY_KEY = ["newsletter-link"] as const;

/** SPEC 7 GET /api/newsletter?token=: the link's category and the masked address (public). */
export function getNewsletterLink(
  language: Language,
  token: string,
  signal?: AbortSignal,
): Promise<NewsletterResponse> {
  return apiRequest<NewsletterResponse>({
    path: `/api/newsletter?token=${encodeURIComponent(token)}`,
    language,
    signal,
  });
}

export function getNewsletterLinkQueryOptions(language: Language, token: string) {
  return queryOptions({
    // The answer is the token's, whatever the page language.
    queryKey: [...NEWSLETTER_LINK_QUERY_KEY, token],
    queryFn: ({ signal }) => getNewsletterLink(language, token, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // The page shows a refused or failed link in place (docs/preferences.md).
    meta: { errorToast: "none" },
  });
}
