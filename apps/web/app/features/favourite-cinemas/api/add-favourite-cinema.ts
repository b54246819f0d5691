import {
  type FavouriteCinema,
  type FavouriteCinemasResponse,
  favouritesAfterAdding,
} from "@cinelux/contract/favourites";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { favouriteCinemasQueryKey } from "./favourites-keys";

/** Thrown, without calling the server, when the add would pass MAX_FAVOURITE_CINEMAS (SPEC 5). */
export class FavouritesLimitReached extends Error {
  constructor() {
    super("favourites limit");
  }
}

/**
 * SPEC 7 PATCH /api/accounts/me/cinemas with `cinemas`. SPEC 5: the cinema shows in the list at
 * once; when more than 5 already exist (by the contract's rule, or by the server's 409 when another
 * tab added meanwhile) the list goes back to what it was and the page shows the toast.
 */
export function useAddFavouriteCinema(language: Language) {
  const queryClient = useQueryClient();
  const key = favouriteCinemasQueryKey(language);
  return useMutation({
    mutationFn: async (cinema: FavouriteCinema) => {
      const before = queryClient.getQueryData<FavouriteCinemasResponse>(key) ?? [];
      if (
        favouritesAfterAdding(
          before.map((held) => held.id),
          [cinema.id],
        ).overLimit
      ) {
        throw new FavouritesLimitReached();
      }
      return apiRequest<FavouriteCinemasResponse>({
        path: "/api/accounts/me/cinemas",
        method: "PATCH",
        language,
        body: { cinemas: [cinema.id] },
      });
    },
    onMutate: async (cinema) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<FavouriteCinemasResponse>(key) ?? [];
      queryClient.setQueryData<FavouriteCinemasResponse>(key, [...before, cinema]);
      return { before };
    },
    onError: (_error, _cinema, context) => {
      queryClient.setQueryData(key, context?.before ?? []);
    },
    onSuccess: (favourites) => {
      queryClient.setQueryData(key, favourites);
    },
    // The page says what went wrong (the revert toast, or the default one).
    meta: { errorToast: "none" },
  });
}
