import type { Advantage } from "@cinelux/contract/advantages";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/**
 * What an account deletion takes away (docs/account-security.md): the customer's loyalty
 * advantages still valid, from SPEC 7's GET /api/accounts/me/advantages.
 */
export function getAdvantageCountQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["account-security", "advantage-count", language],
    queryFn: async ({ signal }) =>
      (await apiRequest<Advantage[]>({ path: "/api/accounts/me/advantages", language, signal })).length,
    // A hint in a list: without it the list says less, no toast.
    meta: { errorToast: "none" },
  });
}
