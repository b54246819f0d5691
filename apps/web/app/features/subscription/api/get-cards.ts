import type { Language } from "@cinelux/contract/languages";
import type { CardsResponse } from "@cinelux/contract/subscription";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { CARDS_QUERY_KEY } from "./subscription-keys";

/** SPEC 7 GET /api/accounts/me/cards: the customer's cards (the pass among them, SPEC 4 "Active pass choice"). */
export function getCards(language: Language, signal?: AbortSignal): Promise<CardsResponse> {
  return apiRequest<CardsResponse>({ path: "/api/accounts/me/cards", language, signal });
}

export function getCardsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...CARDS_QUERY_KEY, language],
    queryFn: ({ signal }) => getCards(language, signal),
  });
}
