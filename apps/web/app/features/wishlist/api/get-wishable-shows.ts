import type { ShowsResponse } from "@cinelux/contract/catalog";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7 GET /api/v4/client/shows, the signed-in list of shows that "feeds the lists": the
 * wishlist's picker offers them (the Bearer allow-list sends the token to this path).
 */
export function getWishableShows(language: Language, signal?: AbortSignal): Promise<ShowsResponse> {
  return apiRequest<ShowsResponse>({ path: "/api/v4/client/shows", language, signal });
}

export function getWishableShowsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["wishlist", "shows", language] as const,
    queryFn: ({ signal }) => getWishableShows(language, signal),
    // The programme changes weekly: one fetch per visit is enough.
    staleTime: 10 * 60_000,
    // The picker says so in place, with a way to try again.
    meta: { errorToast: "none" },
  });
}
