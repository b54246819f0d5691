import type { AlertsResponse } from "@cinelux/contract/alerts";
import type { Language } from "@cinelux/contract/languages";
import type { CardsResponse } from "@cinelux/contract/subscription";
import { queryOptions } from "@tanstack/react-query";
import { ACCOUNT_QUERY_KEY } from "../../lib/account/get-account";
import { apiRequest } from "../../lib/api/api-client";

// Typed by the contract's schemas (AlertsResponseSchema, CardsResponseSchema), not parsed with
// them: the shell loads no zod (decision 004, lib/architecture/import-rules.ts), as every other
// call of the shell; the server validates what it sends and the fakes' tests check their answers.

/** SPEC 7: GET /api/alerts?type=ec, the content in `language`. */
export function getAlerts(language: Language, signal?: AbortSignal): Promise<AlertsResponse> {
  return apiRequest<AlertsResponse>({ path: "/api/alerts?type=ec", language, signal });
}

export function getAlertsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ["alerts", "ec", language] as const,
    queryFn: ({ signal }) => getAlerts(language, signal),
    // Once per session (issue 10): the chain edits its alerts rarely, a reload asks again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Alerts are a hint on top of the page: without them the page works; no error toast.
    meta: { errorToast: "none" },
  });
}

/**
 * SPEC 7: GET /api/accounts/me/cards. Under the account's key prefix: a change to the account
 * (a photo upload, a subscription action) invalidates the cards with it.
 */
export const CARDS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "cards"] as const;

export function getCards(language: Language, signal?: AbortSignal): Promise<CardsResponse> {
  return apiRequest<CardsResponse>({ path: "/api/accounts/me/cards", language, signal });
}

export function getCardsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CARDS_QUERY_KEY, language] as const,
    queryFn: ({ signal }) => getCards(language, signal),
    // The shell reads the cards only for the unpaid toast: a failure there is not the page's.
    meta: { errorToast: "none" },
  });
}
