import type { Language } from "@cinelux/contract/languages";
import type { NewsletterResponse } from "@cinelux/contract/newsletter";
import { publicRequest } from "../../../lib/api/public-request";
import { type LinkProblem, linkProblemOf } from "../link-problem";

/** SPEC 7 GET /api/newsletter?token=: the link's category and the masked address (public). */
export function getNewsletterLink(
  language: Language,
  token: string,
  signal?: AbortSignal,
): Promise<NewsletterResponse> {
  return publicRequest<NewsletterResponse>({
    path: `/api/newsletter?token=${encodeURIComponent(token)}`,
    language,
    signal,
  });
}

/** The link as the page shows it: its category, or what is wrong with it (docs/preferences.md). */
export type NewsletterLinkResult =
  | { ok: true; link: NewsletterResponse }
  | { ok: false; problem: LinkProblem };

/**
 * Read by the page's client loader. A refused or failed link is not thrown: the page says what is
 * wrong in place (no toast). A plain call, no query cache, so this public page loads no TanStack
 * Query (decision 004: its initial JavaScript budget); "Try again" runs the loader again.
 */
export async function readNewsletterLink(
  language: Language,
  token: string,
  signal?: AbortSignal,
): Promise<NewsletterLinkResult> {
  try {
    return { ok: true, link: await getNewsletterLink(language, token, signal) };
  } catch (error) {
    return { ok: false, problem: linkProblemOf(error) };
  }
}
