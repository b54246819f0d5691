import {
  BOOKING_TOKEN_HEADER,
  type Booking,
  BookingParamsSchema,
  HOLD_MINUTES,
  HoldRequestSchema,
  type SeatState,
  SessionParamsSchema,
  type SessionSeats,
} from "@cinelux/contract/booking";
import type { Language } from "@cinelux/contract/languages";
import { strandedSeatOf } from "@cinelux/contract/seat-rules";
import { HttpResponse, http } from "msw";
import { FAKE_SEAT_MAP, FAKE_TAKEN_SEATS } from "../data/seat-map";
import { badRequest, coded, codedAs, refusalLanguage, unauthorized } from "../fake-responses";
import { fakeSessionState } from "../fake-session-state";
import {
  closedReason,
  FAKE_BOOKING_SESSION_IDS,
  fakeBookingSession,
  presentSession,
} from "./booking-sessions";

/**
 * The booking tunnel's first calls (docs/fakes.md "Booking"): a session and its seat map, its
 * seats' states, a hold of seats, reading and releasing it. A guest's booking answers its token
 * once and is reached by it only; a customer's by their token.
 */

export interface FakeBooking extends Omit<Booking, "token"> {
  /** A guest's token; null: a customer's booking. */
  token: string | null;
}

export const bookingState = fakeSessionState("cinelux.fake.bookings", () => ({
  bookings: {} as Record<string, FakeBooking>,
}));

function language(request: Request): Language {
  return refusalLanguage(request);
}

function liveBookings(sessionId: string, now = Date.now()): FakeBooking[] {
  return Object.values(bookingState.current().bookings).filter(
    (booking) =>
      booking.sessionId === sessionId && booking.stage === "held" && Date.parse(booking.expiresAt) > now,
  );
}

/** Every seat's state now: the cinema's blocks, the other buyers' seats, this tab's holds. */
export function fakeSeatStates(sessionId: string): SessionSeats {
  const found = fakeBookingSession(sessionId);
  const held = new Set(liveBookings(sessionId).flatMap((booking) => booking.seats));
  const soldOut = found?.closed === "soldOut";
  return {
    seats: FAKE_SEAT_MAP.zones.flatMap((zone) =>
      zone.rows.flatMap((row) =>
        row.seats.map((seat) => {
          const taken: SeatState | undefined = seat.blocked
            ? "blocked"
            : soldOut
              ? "sold"
              : (FAKE_TAKEN_SEATS[seat.id] ?? (held.has(seat.id) ? "held" : undefined));
          return {
            id: seat.id,
            row: row.label,
            number: seat.number,
            type: seat.type,
            state: taken ?? "free",
          };
        }),
      ),
    ),
  };
}

/** The single-seat rule, as the server applies it (packages/contract seat-rules.ts). */
function strandedBy(seats: SessionSeats["seats"], asked: readonly string[]): string | undefined {
  const stateOf = new Map(seats.map((seat) => [seat.id, seat.state]));
  return strandedSeatOf(
    FAKE_SEAT_MAP.zones.flatMap((zone) =>
      zone.rows.flatMap((row) =>
        row.seats.map((seat) => ({
          id: seat.id,
          row: row.label,
          x: seat.x,
          taken: stateOf.get(seat.id) !== "free",
        })),
      ),
    ),
    asked,
  );
}

export function present(booking: FakeBooking, now = Date.now()): Omit<Booking, "token"> {
  const { token: _token, ...rest } = booking;
  return rest.stage === "held" && Date.parse(rest.expiresAt) <= now ? { ...rest, stage: "expired" } : rest;
}

/** A guest's booking by its token only; a customer's with a Bearer token. */
export function reachable(request: Request, booking: FakeBooking | undefined): booking is FakeBooking {
  if (!booking) {
    return false;
  }
  return booking.token === null
    ? unauthorized(request) === null
    : request.headers.get(BOOKING_TOKEN_HEADER) === booking.token;
}

export const bookingHandlers = [
  http.get("*/api/sessions/:id", ({ request, params }) => {
    const parsed = SessionParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    const found = fakeBookingSession(parsed.data.id);
    return found ? HttpResponse.json(presentSession(found, language(request))) : coded(request, "NOT_FOUND");
  }),

  http.get("*/api/sessions/:id/seats", ({ request, params }) => {
    const parsed = SessionParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    return fakeBookingSession(parsed.data.id)
      ? HttpResponse.json(fakeSeatStates(parsed.data.id))
      : coded(request, "NOT_FOUND");
  }),

  http.post("*/api/bookings", async ({ request }) => {
    const body: unknown = await request.json().catch(() => undefined);
    const parsed = HoldRequestSchema.safeParse(body);
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, body);
    }
    const found = fakeBookingSession(parsed.data.sessionId);
    if (!found) {
      return coded(request, "NOT_FOUND");
    }
    if (closedReason(found)) {
      return coded(request, "SESSION_CLOSED");
    }
    const { seats } = fakeSeatStates(found.session.id);
    const taken = parsed.data.seats.filter((id) => seats.find((seat) => seat.id === id)?.state !== "free");
    if (taken.length > 0) {
      return codedAs(
        request,
        "SEATS_TAKEN",
        (m) => m.SEATS_TAKEN(taken.join(", ")),
        taken.map((id) => ({ path: `seats.${id}`, code: "invalid_value" })),
      );
    }
    const stranded = strandedBy(seats, parsed.data.seats);
    if (stranded) {
      return codedAs(request, "SEAT_STRANDED", (m) => m.SEAT_STRANDED(stranded), [
        { path: `seats.${stranded}`, code: "invalid_value" },
      ]);
    }
    const guest = unauthorized(request) !== null;
    const booking: FakeBooking = {
      id: crypto.randomUUID(),
      sessionId: found.session.id,
      stage: "held",
      seats: [...parsed.data.seats],
      expiresAt: new Date(Date.now() + HOLD_MINUTES * 60_000).toISOString(),
      token: guest ? crypto.randomUUID().replaceAll("-", "") : null,
    };
    bookingState.current().bookings[booking.id] = booking;
    bookingState.save();
    return HttpResponse.json(
      booking.token ? { ...present(booking), token: booking.token } : present(booking),
      { status: 201 },
    );
  }),

  http.get("*/api/bookings/:id", ({ request, params }) => {
    const parsed = BookingParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    const booking = bookingState.current().bookings[parsed.data.id];
    return reachable(request, booking)
      ? HttpResponse.json(present(booking))
      : coded(request, "BOOKING_NOT_FOUND");
  }),

  http.delete("*/api/bookings/:id", ({ request, params }) => {
    const parsed = BookingParamsSchema.safeParse({ id: params.id });
    if (!parsed.success) {
      return badRequest(request, parsed.error.issues, params);
    }
    const booking = bookingState.current().bookings[parsed.data.id];
    if (!reachable(request, booking)) {
      return coded(request, "BOOKING_NOT_FOUND");
    }
    if (booking.stage === "held") {
      booking.stage = "released";
      bookingState.save();
    }
    return new HttpResponse(null, { status: 204 });
  }),
];

export { FAKE_BOOKING_SESSION_IDS };
