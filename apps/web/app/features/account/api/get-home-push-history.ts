import type { HomePushHistory } from "@cinelux/contract/home-push";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** The same history in every language: one cache entry. */
export const HOME_PUSH_HISTORY_QUERY_KEY = ["home-push-history"] as const;

/** GET /api/accounts/me/home-push-history: until when each home push stays hidden (SPEC 3, 9). */
export function getHomePushHistory(language: Language, signal?: AbortSignal): Promise<HomePushHistory> {
  return apiRequest<HomePushHistory>({ path: "/api/accounts/me/home-push-history", language, signal });
}

export function getHomePushHistoryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: HOME_PUSH_HISTORY_QUERY_KEY,
    // The pushes are suggestions: without the history the home shows none, and says nothing.
    meta: { errorToast: "none" },
    queryFn: ({ signal }) => getHomePushHistory(language, signal),
  });
}
