import { BOOKING_TOKEN_HEADER } from "@cinelux/contract/booking-terms";

/**
 * A guest's booking is reached only by the token its creation answered (never by its id alone):
 * kept for the tab in sessionStorage, by booking id, and sent back in BOOKING_TOKEN_HEADER. The
 * booking in progress for a session is remembered too, so a reload finds its hold again.
 */
const TOKEN_PREFIX = "cinelux.booking.token.";
const CURRENT_PREFIX = "cinelux.booking.current.";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private mode): the hold still works while the page stays open.
    return null;
  }
}

export function saveBookingToken(bookingId: string, token: string | undefined): void {
  if (token) {
    storage()?.setItem(TOKEN_PREFIX + bookingId, token);
  }
}

/** The header that reaches the booking: the guest's token, none for a customer's own. */
export function bookingTokenHeaders(bookingId: string): Record<string, string> {
  const token = storage()?.getItem(TOKEN_PREFIX + bookingId);
  return token ? { [BOOKING_TOKEN_HEADER]: token } : {};
}

export function rememberBooking(sessionId: string, bookingId: string): void {
  storage()?.setItem(CURRENT_PREFIX + sessionId, bookingId);
}

export function rememberedBooking(sessionId: string): string | null {
  return storage()?.getItem(CURRENT_PREFIX + sessionId) ?? null;
}

/** The booking is over (released, expired): nothing of it stays in the tab. */
export function forgetBooking(sessionId: string, bookingId: string): void {
  storage()?.removeItem(CURRENT_PREFIX + sessionId);
  storage()?.removeItem(TOKEN_PREFIX + bookingId);
}

/** The booking is confirmed: the session starts afresh in this tab, its token kept for the ticket. */
export function forgetCurrentBooking(sessionId: string): void {
  storage()?.removeItem(CURRENT_PREFIX + sessionId);
}
