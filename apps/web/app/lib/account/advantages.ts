import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

// Not under the account key: an account change (a registration) need not refetch the advantages.
export const ADVANTAGES_QUERY_KEY = ["advantages"] as const;

/** SPEC 7: GET /api/accounts/me/advantages, the customer's advantages still valid, soonest expiry first. */
export function getAdvantages(language: Language, signal?: AbortSignal): Promise<Advantage[]> {
  return apiRequest<Advantage[]>({ path: "/api/accounts/me/advantages", language, signal });
}

/**
 * Read by the advantages page, the home's tile and the account deletion's list of what it takes
 * away: one cache entry, whichever screen reads it first. A failure shows the default error toast
 * (SPEC 8), whichever screen asked; the page and the tile then offer to ask again in place.
 */
export function getAdvantagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ADVANTAGES_QUERY_KEY, language] as const,
    queryFn: ({ signal }) => getAdvantages(language, signal),
  });
}
