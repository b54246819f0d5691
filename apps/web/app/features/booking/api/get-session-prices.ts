import type { Language } from "@cinelux/contract/languages";
import type { SessionPrices } from "@cinelux/contract/ticket-prices";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** GET /api/sessions/{id}/prices: the ticket types of a session, their price, label and condition; public. */
export function getSessionPrices(
  sessionId: string,
  language: Language,
  signal?: AbortSignal,
): Promise<SessionPrices> {
  return apiRequest<SessionPrices>({
    path: `/api/sessions/${encodeURIComponent(sessionId)}/prices`,
    language,
    signal,
  });
}

/** The Tickets step says a failure in place, with "Try again" (no toast). */
export function getSessionPricesQueryOptions(sessionId: string, language: Language) {
  return queryOptions({
    queryKey: ["sessions", sessionId, "prices", language] as const,
    queryFn: ({ signal }) => getSessionPrices(sessionId, language, signal),
    staleTime: 5 * 60_000,
    meta: { errorToast: "none" },
  });
}
