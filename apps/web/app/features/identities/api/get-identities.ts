import type { IdentitiesResponse } from "@cinelux/contract/identities";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

export const IDENTITIES_QUERY_KEY = ["identities"] as const;

/** SPEC 7 GET /api/accounts/me/identities: the e-mail and password (main), then the linked identities. */
export function getIdentities(language: Language, signal?: AbortSignal): Promise<IdentitiesResponse> {
  return apiRequest<IdentitiesResponse>({ path: "/api/accounts/me/identities", language, signal });
}

export function getIdentitiesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...IDENTITIES_QUERY_KEY, language],
    queryFn: ({ signal }) => getIdentities(language, signal),
  });
}
