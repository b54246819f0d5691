import {
  type Booking,
  type BookingStage,
  type Eticket,
  HOLD_MINUTES,
  MAX_SEATS_PER_BOOKING,
  type MapSeat,
  type SeatState,
  type SessionClosedReason,
  type SessionDetail,
  type SessionSeats,
  TECHNOLOGIES,
  type Technology,
} from "@cinelux/contract";
import type { FoundHold, LiveClaim, SessionWithHall } from "./tunnel.repository.ts";

/** Every seat of the hall and its state now: a claim's, else blocked by the map, else free. */
export function presentSeats(
  mapSeats: readonly (MapSeat & { row: string })[],
  claims: readonly Pick<LiveClaim, "seatId" | "sold">[],
): SessionSeats {
  const claimed = new Map<string, SeatState>(
    claims.map((claim) => [claim.seatId, claim.sold ? "sold" : "held"]),
  );
  return {
    seats: mapSeats.map((seat) => ({
      id: seat.id,
      row: seat.row,
      number: seat.number,
      type: seat.type,
      state: claimed.get(seat.id) ?? (seat.blocked ? "blocked" : "free"),
    })),
  };
}

/** Why the session cannot be booked now (null: it can), docs/domain/booking.md "Sessions". */
export function closedReason(
  session: Pick<SessionWithHall, "started"> & {
    show: Pick<SessionWithHall["show"], "bookable" | "comingSoon" | "presales">;
  },
  anySeatFree: boolean,
): SessionClosedReason | null {
  if (session.started) {
    return "past";
  }
  const { bookable, comingSoon, presales } = session.show;
  if (!bookable || (comingSoon && !presales)) {
    return "notBookable";
  }
  return anySeatFree ? null : "soldOut";
}

function isTechnology(value: string): value is Technology {
  return (TECHNOLOGIES as readonly string[]).includes(value);
}

export function presentSession(session: SessionWithHall, seats: SessionSeats): SessionDetail {
  return {
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    version: session.version as SessionDetail["version"],
    specificities: session.specificities,
    technologies: session.hall.technologies.filter(isTechnology),
    show: {
      slug: session.show.slug,
      title: session.show.translatedTitle ?? session.show.title,
      durationMinutes: session.show.durationMinutes,
      ageRating: session.show.ageRating,
      backdropUrl: session.show.backdropUrl,
    },
    cinema: session.cinema,
    hall: { name: session.hall.name, seatCount: session.hall.seatCount, seatMap: session.hall.seatMap },
    closed: closedReason(
      session,
      seats.seats.some((seat) => seat.state === "free"),
    ),
    holdMinutes: HOLD_MINUTES,
    maxSeats: MAX_SEATS_PER_BOOKING,
  };
}

export function holdStage(hold: Pick<FoundHold, "bookingId" | "releasedAt" | "expired">): BookingStage {
  if (hold.bookingId !== null) {
    return "confirmed";
  }
  if (hold.releasedAt !== null) {
    return "released";
  }
  return hold.expired ? "expired" : "held";
}

export function presentBooking(
  hold: Omit<FoundHold, "choices" | "quote" | "orderId" | "buyerMail"> &
    Partial<Pick<FoundHold, "quote" | "orderId" | "buyerMail">>,
  token?: string,
  eticket?: Eticket | null,
): Booking {
  return {
    id: hold.id,
    sessionId: hold.sessionId,
    stage: holdStage(hold),
    seats: hold.seats,
    expiresAt: hold.expiresAt.toISOString(),
    ...(token === undefined ? {} : { token }),
    buyerMail: hold.buyerMail ?? null,
    quote: hold.quote ?? null,
    orderId: hold.orderId ?? null,
    ...(eticket === undefined ? {} : { eticket }),
  };
}
