import { GUEST_BOOKING_KEY_HEADER, type GuestBooking } from "@cinelux/contract/guest-bookings";
import type { Language } from "@cinelux/contract/languages";
import { queryOptions } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api/api-error";

export function guestBookingQueryKey(bookingId: string, language: Language) {
  return ["guest-bookings", bookingId, language] as const;
}

/** GET /api/guest-bookings/{id}: a guest's booking, by the manage key of its e-ticket mail's link. */
export function getGuestBooking(
  bookingId: string,
  key: string,
  language: Language,
  signal?: AbortSignal,
): Promise<GuestBooking> {
  return apiRequest<GuestBooking>({
    path: `/api/guest-bookings/${encodeURIComponent(bookingId)}`,
    language,
    signal,
    headers: { [GUEST_BOOKING_KEY_HEADER]: key },
  });
}

/**
 * Said in place (no toast): a wrong link is the page's "link not valid" state, and a 4xx is not
 * asked again.
 */
export function getGuestBookingQueryOptions(bookingId: string, key: string, language: Language) {
  return queryOptions({
    queryKey: guestBookingQueryKey(bookingId, language),
    queryFn: ({ signal }) => getGuestBooking(bookingId, key, language, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    meta: { errorToast: "none" },
  });
}
