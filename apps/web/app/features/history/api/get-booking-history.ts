import type { BookingHistoryResponse } from "@cinelux/contract/etickets";
import { DEFAULT_HISTORY_PAGE_SIZE } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";

/** The history's own cache key: a cancelled ticket (the wallet's) moves a booking here, so it is exported. */
export const BOOKING_HISTORY_QUERY_KEY = ["booking-history"] as const;

/** Booking history (docs/history.md): GET /api/accounts/me/bookings?page=&pageSize=, newest first. */
export function getBookingHistory(
  language: Language,
  page: number,
  signal?: AbortSignal,
): Promise<BookingHistoryResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(DEFAULT_HISTORY_PAGE_SIZE) });
  return apiRequest<BookingHistoryResponse>({
    path: `/api/accounts/me/bookings?${query.toString()}`,
    language,
    signal,
  });
}

export function getBookingHistoryQueryOptions(language: Language, page: number) {
  return queryOptions({
    queryKey: [...BOOKING_HISTORY_QUERY_KEY, language, page],
    queryFn: ({ signal }) => getBookingHistory(language, page, signal),
    // Turning a page keeps the previous one on screen (marked busy) instead of a skeleton.
    placeholderData: keepPreviousData,
  });
}
