import type { FavouriteCinemasResponse } from "@cinelux/contract/favourites";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { favouriteCinemasQueryKey } from "./favourites-keys";

/** SPEC 7 GET /api/accounts/me/cinemas: the favourite cinemas (SPEC 3), in the order added. */
export function getFavouriteCinemas(
  language: Language,
  signal?: AbortSignal,
): Promise<FavouriteCinemasResponse> {
  return apiRequest<FavouriteCinemasResponse>({ path: "/api/accounts/me/cinemas", language, signal });
}

export function getFavouriteCinemasQueryOptions(language: Language) {
  return queryOptions({
    queryKey: favouriteCinemasQueryKey(language),
    queryFn: ({ signal }) => getFavouriteCinemas(language, signal),
  });
}
