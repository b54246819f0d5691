import { GUEST_BOOKING_KEY_HEADER, type GuestBooking } from "@cinelux/contract/guest-bookings";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { guestBookingQueryKey } from "./get-guest-booking";

/** POST /api/guest-bookings/{id}/cancel: cancelled and refunded, answering the booking REFUNDED. */
export function cancelGuestBooking(
  bookingId: string,
  key: string,
  language: Language,
): Promise<GuestBooking> {
  return apiRequest<GuestBooking>({
    path: `/api/guest-bookings/${encodeURIComponent(bookingId)}/cancel`,
    method: "POST",
    language,
    headers: { [GUEST_BOOKING_KEY_HEADER]: key },
  });
}

/**
 * The cancel the guest confirmed. The answer is the booking as it now stands: it replaces the read
 * one. A refusal (already cancelled, the session started, the provider down) is the coded error's
 * toast (SPEC 8 "Most failures").
 */
export function useCancelGuestBooking(bookingId: string, key: string, language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelGuestBooking(bookingId, key, language),
    onSuccess: (booking) => {
      queryClient.setQueryData(guestBookingQueryKey(bookingId, language), booking);
    },
  });
}
