import type { FeelingsResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** The wishlist's own cache key (a wish changed on another screen marks it stale through "feelings"). */
export const WISHLIST_QUERY_KEY = ["feelings", "wished"] as const;

/** Issue 12: GET /api/accounts/me/feelings?filter=wished, the wished shows, newest first. */
export function getWishlist(language: Language, signal?: AbortSignal): Promise<FeelingsResponse> {
  return apiRequest<FeelingsResponse>({ path: "/api/accounts/me/feelings?filter=wished", language, signal });
}

export function getWishlistQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...WISHLIST_QUERY_KEY, language],
    queryFn: ({ signal }) => getWishlist(language, signal),
  });
}
