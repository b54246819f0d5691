import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * SPEC 7 GET /api/accounts/me/advantages for the home's tile. Same key as the advantages page
 * (features do not import each other): one cache entry, whichever page reads it first.
 */
export function getAdvantagesCountQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["advantages", language] as const,
    queryFn: ({ signal }) =>
      apiRequest<Advantage[]>({ path: "/api/accounts/me/advantages", language, signal }),
    meta: { errorToast: "none" },
  });
}
