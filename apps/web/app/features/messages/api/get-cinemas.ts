import type { CinemasResponse } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7 GET /api/cinemas: a case names its cinema by slug (docs/support.md); the conversation shows
 * the cinema's name from this list (the slug itself while it loads or for a cinema since closed).
 */
export function getCinemaNamesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["support-cinema-names", language] as const,
    queryFn: ({ signal }) => apiRequest<CinemasResponse>({ path: "/api/cinemas", language, signal }),
    select: (answer) => new Map(answer.cinemas.map((cinema) => [cinema.slug, cinema.name])),
    meta: { errorToast: "none" },
  });
}
