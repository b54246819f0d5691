import type { IgnoreMovieRequest, MoviesToNoteResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reportFeelingsError } from "../ratings-errors";
import { MOVIES_TO_NOTE_QUERY_KEY } from "./ratings-keys";

/** SPEC 7: PATCH /api/accounts/me/ignoreMovie with idSpectacle; answers the films to rate. */
export function ignoreMovie(language: Language, body: IgnoreMovieRequest) {
  return apiRequest<MoviesToNoteResponse>({
    path: "/api/accounts/me/ignoreMovie",
    method: "PATCH",
    body,
    language,
  });
}

/** The answer is the new list: it replaces the cached one, the other languages' copies go stale. */
export function useIgnoreMovie(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    onError: reportFeelingsError,
    mutationFn: (salesforceShowId: string) => ignoreMovie(language, { idSpectacle: salesforceShowId }),
    onSuccess: async (list) => {
      queryClient.setQueryData([...MOVIES_TO_NOTE_QUERY_KEY, language], list);
      await queryClient.invalidateQueries({
        queryKey: MOVIES_TO_NOTE_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== language,
      });
    },
  });
}
