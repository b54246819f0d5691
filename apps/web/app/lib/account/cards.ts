import type { Language } from "@cinelux/contract/languages";
import type { CardsResponse } from "@cinelux/contract/subscription";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";
import { ACCOUNT_QUERY_KEY } from "./get-account";

/**
 * SPEC 7: GET /api/accounts/me/cards, the customer's cards (the pass among them, SPEC 4 "Active pass
 * choice"), read by the shell (the unpaid toast) and the subscription screen. Under the account's key
 * prefix: a change to the account (a photo upload, a subscription action) refreshes the cards with it.
 */
export const CARDS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "cards"] as const;

export function getCards(language: Language, signal?: AbortSignal): Promise<CardsResponse> {
  return apiRequest<CardsResponse>({ path: "/api/accounts/me/cards", language, signal });
}

export function getCardsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CARDS_QUERY_KEY, language] as const,
    queryFn: ({ signal }) => getCards(language, signal),
    // Every screen that shows the cards says in place when they failed; the shell's toast reads
    // them as a hint: no error toast on top.
    meta: { errorToast: "none" },
  });
}
