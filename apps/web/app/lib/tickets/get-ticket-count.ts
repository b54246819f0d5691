import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../api/api-client";

/** Booking changes (resend, cancel) invalidate this prefix. */
export const TICKET_COUNT_QUERY_KEY = ["tickets", "count"] as const;

/** The Wallet bullet (SPEC 2.1): GET /api/accounts/me/tickets/count -> TicketCountResponseSchema. */
export function getTicketCount(language: Language, signal?: AbortSignal): Promise<{ count: number }> {
  return apiRequest<{ count: number }>({ path: "/api/accounts/me/tickets/count", language, signal });
}

export function getTicketCountQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...TICKET_COUNT_QUERY_KEY, language],
    // The bullet is a hint: without it the Wallet link still works; no toast.
    meta: { errorToast: "none" },
    queryFn: ({ signal }) => getTicketCount(language, signal),
  });
}
