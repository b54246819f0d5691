import type { Booking, BookingChoicesRequest } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { apiRequest } from "../../../lib/api/api-client";
import { bookingTokenHeaders } from "../booking-token";
import { bookingQueryKey } from "./get-booking";

/** PATCH /api/bookings/{id}: every choice of the tunnel at once; the answer carries the server's quote. */
export function updateBooking(
  bookingId: string,
  language: Language,
  body: BookingChoicesRequest,
): Promise<Booking> {
  return apiRequest<Booking>({
    path: `/api/bookings/${encodeURIComponent(bookingId)}`,
    method: "PATCH",
    language,
    body,
    headers: bookingTokenHeaders(bookingId),
  });
}

/**
 * The choices sent at each change. Answers may cross: only the latest request's answer is kept
 * (`onChosen`), the cached booking with it. The steps say a refusal in place, by its code (no toast).
 */
export function useUpdateBooking(
  bookingId: string,
  language: Language,
  onChosen: (booking: Booking) => void,
) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ body }: { body: BookingChoicesRequest; sequence: number }) =>
      updateBooking(bookingId, language, body),
    meta: { errorToast: "none" },
    onSuccess: (booking, { sequence }) => {
      if (sequence === latest.current) {
        queryClient.setQueryData(bookingQueryKey(bookingId, language), booking);
        onChosen(booking);
      }
    },
  });
  return {
    choose: (body: BookingChoicesRequest) => {
      latest.current += 1;
      return mutation.mutateAsync({ body, sequence: latest.current });
    },
    isPending: mutation.isPending,
    error: mutation.error,
  };
}
