import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api/api-client";
import { bookingTokenHeaders, forgetBooking } from "../booking-token";
import { refreshSessionSeats } from "./get-session-seats";

/**
 * DELETE /api/bookings/{id}: the hold released, its seats free again at once. `leaving`: sent as the
 * page goes (`keepalive`), best effort — a hold not released expires by itself.
 */
export function releaseBooking(bookingId: string, language: Language, leaving = false): Promise<void> {
  return apiRequest<void>({
    path: `/api/bookings/${encodeURIComponent(bookingId)}`,
    method: "DELETE",
    language,
    headers: bookingTokenHeaders(bookingId),
    keepalive: leaving,
  });
}

/**
 * "Change seats" and "Cancel": a release the customer waits for. A failure is not theirs to act on
 * (the hold expires by itself), so no toast: the booking is forgotten either way.
 */
export function useReleaseBooking(language: Language) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId }: { bookingId: string; sessionId: string }) =>
      releaseBooking(bookingId, language),
    meta: { errorToast: "none" },
    onSettled: (_result, _error, { bookingId, sessionId }) => {
      forgetBooking(sessionId, bookingId);
      return refreshSessionSeats(queryClient, sessionId);
    },
  });
}
