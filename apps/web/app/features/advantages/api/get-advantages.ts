import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

// Not under the account key: an account change (a registration) need not refetch the advantages.
export const ADVANTAGES_QUERY_KEY = ["advantages"] as const;

/** SPEC 7: GET /api/accounts/me/advantages, the customer's advantages still valid, soonest expiry first. */
export function getAdvantages(language: Language, signal?: AbortSignal): Promise<Advantage[]> {
  return apiRequest<Advantage[]>({ path: "/api/accounts/me/advantages", language, signal });
}

export function getAdvantagesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...ADVANTAGES_QUERY_KEY, language],
    queryFn: ({ signal }) => getAdvantages(language, signal),
  });
}
