import type { Booking } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { apiRequest } from "../../../lib/api/api-client";
import { bookingTokenHeaders } from "../booking-token";

/**
 * GET /api/bookings/{id}: the booking this tab made, read again after a reload (a guest's by its
 * token). Asked once by the page, its failure meaning only that there is no hold to resume.
 */
export function getBooking(bookingId: string, language: Language, signal?: AbortSignal): Promise<Booking> {
  return apiRequest<Booking>({
    path: `/api/bookings/${encodeURIComponent(bookingId)}`,
    language,
    signal,
    headers: bookingTokenHeaders(bookingId),
  });
}
