import type { MoviesToNoteResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { reportFeelingsError } from "../ratings-errors";
import { MOVIES_TO_NOTE_QUERY_KEY } from "./ratings-keys";

/** SPEC 7: POST /api/accounts/me/movieToNote/purge: every film to rate is ignored. */
export function purgeMoviesToNote(language: Language) {
  return apiRequest<MoviesToNoteResponse>({
    path: "/api/accounts/me/movieToNote/purge",
    method: "POST",
    language,
  });
}

export function usePurgeMoviesToNote(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: "none" },
    onError: reportFeelingsError,
    mutationFn: () => purgeMoviesToNote(language),
    onSuccess: async (list) => {
      queryClient.setQueryData([...MOVIES_TO_NOTE_QUERY_KEY, language], list);
      await queryClient.invalidateQueries({
        queryKey: MOVIES_TO_NOTE_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== language,
      });
    },
  });
}
