import type { Language } from "@cinelux/contract/languages";
import type {
  CancelBookingRequest,
  CustomerFile,
  ResendBookingRequest,
  StaffBookingResponse,
} from "@cinelux/contract/staff-customers";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffRequest } from "../../../lib/staff/staff-api";
import { customerFileKey } from "./customer-file";

function bookingPath(bookingId: string, action: "resend" | "cancel") {
  return `/api/staff/bookings/${encodeURIComponent(bookingId)}/${action}` as const;
}

/** POST /api/staff/bookings/{id}/resend: the e-ticket mail again; nothing in the file changes. */
export function useResendTicket(language: Language) {
  return useMutation({
    mutationFn: ({ bookingId, ...body }: ResendBookingRequest & { bookingId: string }) =>
      staffRequest<StaffBookingResponse>({
        path: bookingPath(bookingId, "resend"),
        language,
        method: "POST",
        body,
      }),
  });
}

/**
 * POST /api/staff/bookings/{id}/cancel: the answer's booking (REFUNDED) replaces the cached one
 * (reading the file again would write one more `customer.viewed` row for nothing).
 */
export function useCancelBooking(language: Language, accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: CancelBookingRequest & { bookingId: string }) =>
      staffRequest<StaffBookingResponse>({
        path: bookingPath(bookingId, "cancel"),
        language,
        method: "POST",
        body,
      }),
    onSuccess: ({ booking }) => {
      queryClient.setQueriesData<CustomerFile>({ queryKey: customerFileKey(accountId) }, (file) =>
        file
          ? { ...file, bookings: file.bookings.map((row) => (row.id === booking.id ? booking : row)) }
          : file,
      );
    },
  });
}
