import type { SessionSeats } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** The server may cache the seats' states for a second: asking more often shows nothing new. */
const SEATS_STALE_MS = 1_000;
/** While the customer chooses, the map follows the other buyers. */
const SEATS_REFRESH_MS = 15_000;

export function sessionSeatsQueryKey(sessionId: string) {
  return ["sessions", sessionId, "seats"] as const;
}

/** GET /api/sessions/{id}/seats: every seat of the hall and its state now. */
export function getSessionSeats(
  sessionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SessionSeats> {
  return apiRequest<SessionSeats>({
    path: `/api/sessions/${encodeURIComponent(sessionId)}/seats`,
    language,
    signal,
  });
}

export function getSessionSeatsQueryOptions(sessionId: string, language: Language) {
  return queryOptions({
    queryKey: sessionSeatsQueryKey(sessionId),
    queryFn: ({ signal }) => getSessionSeats(sessionId, language, signal),
    staleTime: SEATS_STALE_MS,
    refetchInterval: SEATS_REFRESH_MS,
  });
}

/** The seats' states asked again now (after a hold, a release or a refusal naming taken seats). */
export function refreshSessionSeats(queryClient: QueryClient, sessionId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionSeatsQueryKey(sessionId) });
}
