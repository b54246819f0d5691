/**
 * The booking tunnel's words and limits (docs/domain/booking.md), without zod: a page that only
 * names seats, states and reasons reads them without loading the schemas (decision 004). booking.ts
 * builds its schemas from them and exports them again, so either module may be imported.
 */

/** How long chosen seats stay held for the customer (the tunnel's countdown). */
export const HOLD_MINUTES = 10;
/** The most seats one booking takes. */
export const MAX_SEATS_PER_BOOKING = 10;

/**
 * A seat's kind. A love seat is one of a pair sold together (both or neither); a wheelchair space
 * has its companion seat beside it (`companion`), sold with it or alone once the space is taken.
 */
export const SEAT_TYPES = ["standard", "premium", "loveSeat", "wheelchair", "companion"] as const;
export type SeatType = (typeof SEAT_TYPES)[number];

/** A seat for a session: free, held by a booking in progress, sold, or blocked by the cinema. */
export const SEAT_STATES = ["free", "held", "sold", "blocked"] as const;
export type SeatState = (typeof SEAT_STATES)[number];

/** Why a session cannot be booked; null when it can. */
export const SESSION_CLOSED_REASONS = ["past", "soldOut", "notBookable"] as const;
export type SessionClosedReason = (typeof SESSION_CLOSED_REASONS)[number];

export const BOOKING_STAGES = ["held", "expired", "released", "confirmed"] as const;
export type BookingStage = (typeof BOOKING_STAGES)[number];

/** The header a guest's booking is reached by (never by its id alone). */
export const BOOKING_TOKEN_HEADER = "x-booking-token";
