import type { Booking } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";
import { bookingTokenHeaders } from "../booking-token";

export function bookingQueryKey(bookingId: string, language: Language) {
  return ["bookings", bookingId, language] as const;
}

/**
 * GET /api/bookings/{id}: the booking this tab made (a guest's by its token), read again after a
 * reload, and once confirmed with its e-ticket.
 */
export function getBooking(bookingId: string, language: Language, signal?: AbortSignal): Promise<Booking> {
  return apiRequest<Booking>({
    path: `/api/bookings/${encodeURIComponent(bookingId)}`,
    language,
    signal,
    headers: bookingTokenHeaders(bookingId),
  });
}

/** Said in place (no toast): a missing booking is not asked again. */
export function getBookingQueryOptions(bookingId: string, language: Language) {
  return queryOptions({
    queryKey: bookingQueryKey(bookingId, language),
    queryFn: ({ signal }) => getBooking(bookingId, language, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    meta: { errorToast: "none" },
  });
}
