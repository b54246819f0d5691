import type { Language } from "@cinelux/contract/languages";
import type { GoodiesResponse } from "@cinelux/contract/wallet";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

// Not under the account key: an account change need not refetch the goodies.
export const GOODIES_QUERY_KEY = ["goodies"] as const;

/** SPEC 7 GET /api/accounts/me/goodies (flag goodiesEnabled): those still valid, soonest expiry first. */
export function getGoodies(language: Language, signal?: AbortSignal): Promise<GoodiesResponse> {
  return apiRequest<GoodiesResponse>({ path: "/api/accounts/me/goodies", language, signal });
}

export function getGoodiesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...GOODIES_QUERY_KEY, language],
    queryFn: ({ signal }) => getGoodies(language, signal),
  });
}
