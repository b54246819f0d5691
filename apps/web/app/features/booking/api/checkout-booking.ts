import type { BookingCheckoutResponse } from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { IDEMPOTENCY_HEADER } from "@cinelux/contract/orders";
import { apiRequest } from "../../../lib/api/api-client";
import { bookingTokenHeaders } from "../booking-token";

/**
 * POST /api/bookings/{id}/checkout with the attempt's Idempotency-Key (lib/checkout's useCheckout
 * makes it): CONFIRMED at once when nothing is left to pay, else the order and the provider's page.
 */
export function checkoutBooking(
  bookingId: string,
  language: Language,
  idempotencyKey: string,
): Promise<BookingCheckoutResponse> {
  return apiRequest<BookingCheckoutResponse>({
    path: `/api/bookings/${encodeURIComponent(bookingId)}/checkout`,
    method: "POST",
    language,
    headers: { ...bookingTokenHeaders(bookingId), [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}
