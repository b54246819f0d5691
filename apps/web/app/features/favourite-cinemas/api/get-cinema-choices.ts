import type { FavouriteCinemaChoicesResponse } from "@cinelux/contract/favourites";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { cinemaChoicesQueryKey } from "./favourites-keys";

/** GET /api/accounts/me/cinemas/choices: the site's cinemas the picker offers (docs/domain/favourites-friends.md). */
export function getCinemaChoices(
  language: Language,
  signal?: AbortSignal,
): Promise<FavouriteCinemaChoicesResponse> {
  return apiRequest<FavouriteCinemaChoicesResponse>({
    path: "/api/accounts/me/cinemas/choices",
    language,
    signal,
  });
}

export function getCinemaChoicesQueryOptions(language: Language) {
  return queryOptions({
    queryKey: cinemaChoicesQueryKey(language),
    queryFn: ({ signal }) => getCinemaChoices(language, signal),
    // The chain opens a cinema rarely: one fetch per visit is enough.
    staleTime: 10 * 60_000,
  });
}
