import type { Booking, HoldRequest } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { rememberBooking, saveBookingToken } from "../booking-token";
import { refreshSessionSeats } from "./get-session-seats";

/** POST /api/bookings: hold these seats of the session; 409 SEATS_TAKEN or SEAT_STRANDED refuse. */
export function holdSeats(language: Language, body: HoldRequest): Promise<Booking> {
  return apiRequest<Booking>({ path: "/api/bookings", method: "POST", language, body });
}

/**
 * The hold, its guest token kept for the tab; the page says every refusal in place (no toast). The
 * seats are asked again either way: held by us, or taken by someone else.
 */
export function useHoldSeats(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HoldRequest) => holdSeats(language, body),
    meta: { errorToast: "none" },
    onSuccess: (booking) => {
      saveBookingToken(booking.id, booking.token);
      rememberBooking(booking.sessionId, booking.id);
    },
    onSettled: (_booking, _error, body) => refreshSessionSeats(queryClient, body.sessionId),
  });
}
