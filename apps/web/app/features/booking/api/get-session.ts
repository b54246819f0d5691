import type { SessionDetail } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";

export function sessionQueryKey(sessionId: string, language: Language) {
  return ["sessions", sessionId, language] as const;
}

/** GET /api/sessions/{id}: the session, its show, cinema and hall with its seat map; public. */
export function getSession(
  sessionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SessionDetail> {
  return apiRequest<SessionDetail>({
    path: `/api/sessions/${encodeURIComponent(sessionId)}`,
    language,
    signal,
  });
}

/** The page says a failure in place (no toast); an unknown session is not asked again. */
export function getSessionQueryOptions(sessionId: string, language: Language) {
  return queryOptions({
    queryKey: sessionQueryKey(sessionId, language),
    queryFn: ({ signal }) => getSession(sessionId, language, signal),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    meta: { errorToast: "none" },
  });
}
