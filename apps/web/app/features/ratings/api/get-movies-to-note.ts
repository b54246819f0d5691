import type { MoviesToNoteResponse } from "@cinelux/contract/feelings";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { MOVIES_TO_NOTE_QUERY_KEY } from "./ratings-keys";

/** SPEC 7: GET /api/accounts/me/movieToNote, the films seen and not yet rated nor ignored. */
export function getMoviesToNote(language: Language, signal?: AbortSignal): Promise<MoviesToNoteResponse> {
  return apiRequest<MoviesToNoteResponse>({ path: "/api/accounts/me/movieToNote", language, signal });
}

export function getMoviesToNoteQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...MOVIES_TO_NOTE_QUERY_KEY, language],
    queryFn: ({ signal }) => getMoviesToNote(language, signal),
  });
}
