import type { FavouriteCinemasResponse } from "@cinelux/contract/favourites";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { favouriteCinemasQueryKey } from "./favourites-keys";

/** SPEC 7 DELETE /api/accounts/me/cinemas: the answer is the list, kept as the new cache. */
export function useRemoveFavouriteCinema(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cinemaId: string) =>
      apiRequest<FavouriteCinemasResponse>({
        path: "/api/accounts/me/cinemas",
        method: "DELETE",
        language,
        body: { cinemas: [cinemaId] },
      }),
    onSuccess: (favourites) => {
      queryClient.setQueryData(favouriteCinemasQueryKey(language), favourites);
    },
    // The page says what went wrong (favourites-errors.ts).
    meta: { errorToast: "none" },
  });
}
