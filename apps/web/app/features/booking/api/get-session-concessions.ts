import type { SessionConcessions } from "@cinelux/contract/concessions";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** GET /api/sessions/{id}/concessions: the cinema's menu for the session, and whether it still takes orders. */
export function getSessionConcessions(
  sessionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SessionConcessions> {
  return apiRequest<SessionConcessions>({
    path: `/api/sessions/${encodeURIComponent(sessionId)}/concessions`,
    language,
    signal,
  });
}

/** The Extras step says a failure in place and can be skipped (no toast). */
export function getSessionConcessionsQueryOptions(sessionId: string, language: Language) {
  return queryOptions({
    queryKey: ["sessions", sessionId, "concessions", language] as const,
    queryFn: ({ signal }) => getSessionConcessions(sessionId, language, signal),
    // `orderable` turns false CONCESSION_ORDER_LIMIT_MINUTES before the start: read it afresh.
    staleTime: 60_000,
    meta: { errorToast: "none" },
  });
}
