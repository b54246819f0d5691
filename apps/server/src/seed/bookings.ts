import { centsOf, seatsOfMap } from "@cinelux/contract";
import {
  DEMO_BOOKINGS,
  type DemoBooking,
  demoBookingDate,
  demoPastSessionStart,
  demoRefundDate,
} from "@cinelux/demo/bookings";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import {
  accounts,
  bookings,
  cinemas,
  hallSeatMaps,
  type NewBookingRow,
  refunds,
  sessionSeats,
  showSessions,
  shows,
} from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { ADS_MINUTES } from "./sessions.ts";

const DAY_MS = 86_400_000;
/** Sessions looked at for a hall that has a demo booking's seats (a day's at one cinema is more). */
const UPCOMING_CANDIDATES = 40;

/**
 * The first session at the cinema from `from` whose hall has every one of `seats` (a small hall has
 * no row K or no seat 12): the booking's seats must exist on its session's seat map, whatever the day
 * the seed runs. Looks at the next few sessions in order, so the same database gives the same choice.
 */
async function upcomingSession(tx: Transaction, cinemaId: string, from: Date, seats: readonly string[]) {
  const candidates = await tx
    .select({ id: showSessions.id, startsAt: showSessions.startsAt, seatMap: hallSeatMaps.seatMap })
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(
      hallSeatMaps,
      and(
        eq(hallSeatMaps.cinemaId, showSessions.cinemaId),
        eq(hallSeatMaps.hallName, showSessions.auditoriumName),
      ),
    )
    .where(and(eq(showSessions.cinemaId, cinemaId), gte(showSessions.startsAt, from)))
    .orderBy(asc(showSessions.startsAt), asc(shows.slug))
    .limit(UPCOMING_CANDIDATES);
  const fits = candidates.find((candidate) => {
    const inHall = new Set(seatsOfMap(candidate.seatMap).map((seat) => seat.id));
    return seats.every((seat) => inHall.has(seat));
  });
  return fits ? { id: fits.id, startsAt: fits.startsAt } : undefined;
}

async function pastSession(
  tx: Transaction,
  cinema: { id: string; domain: "fr" | "nl" },
  past: NonNullable<DemoBooking["past"]>,
  now: Date,
) {
  const [show] = await tx.select().from(shows).where(eq(shows.slug, past.showSlug)).limit(1);
  if (!show) {
    return undefined;
  }
  const startsAt = demoPastSessionStart(now, past);
  const [row] = await tx
    .insert(showSessions)
    .values({
      showId: show.id,
      cinemaId: cinema.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + (show.durationMinutes + ADS_MINUTES) * 60_000),
      // The versions and hall names of the cinema's domain, as the scheduled sessions (sessions.ts).
      version: past.version ?? (cinema.domain === "fr" ? "VOST" : "OV"),
      auditoriumName: cinema.domain === "fr" ? "Salle 3" : "Zaal 3",
      specificities: [],
    })
    .returning({ id: showSessions.id, startsAt: showSessions.startsAt });
  return row;
}

/**
 * Inserts the demo bookings (packages/demo bookings.ts) not there yet, keyed by booking_ref. Each
 * upcoming one takes the first seeded session at its cinema `inDays` after `now`, so the same
 * database gives the same choice; a booking whose session cannot be found (an old database without
 * sessions to come) is left out.
 */
export async function insertBookings(tx: Transaction, now: Date): Promise<number> {
  const existing = await tx
    .select({ ref: bookings.bookingRef })
    .from(bookings)
    .where(
      inArray(
        bookings.bookingRef,
        DEMO_BOOKINGS.map((booking) => booking.ref),
      ),
    );
  const done = new Set(existing.map((row) => row.ref));
  const rows: NewBookingRow[] = [];
  for (const seed of DEMO_BOOKINGS.filter((booking) => !done.has(booking.ref))) {
    const [account] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.mail, normalizeMail(seed.mail)));
    const [cinema] = await tx
      .select({ id: cinemas.id, domain: cinemas.domain })
      .from(cinemas)
      .where(eq(cinemas.slug, seed.cinemaSlug));
    if (!account || !cinema) {
      continue;
    }
    const session = seed.past
      ? await pastSession(tx, cinema, seed.past, now)
      : await upcomingSession(
          tx,
          cinema.id,
          new Date(now.getTime() + (seed.inDays ?? 1) * DAY_MS),
          seed.seats,
        );
    if (!session) {
      continue;
    }
    const bookedAt = demoBookingDate(now, session.startsAt);
    rows.push({
      accountId: account.id,
      bookingRef: seed.ref,
      sessionId: session.id,
      status: seed.status,
      seats: seed.seats,
      seatType: seed.seatType,
      payment: { bookingDate: bookedAt.toISOString(), currency: "EUR", ...seed.payment },
      options: seed.options,
      refundable: seed.refundable,
      createdAt: bookedAt,
    });
  }
  if (rows.length === 0) {
    return 0;
  }
  const created = await tx
    .insert(bookings)
    .values(rows)
    .onConflictDoNothing({ target: bookings.bookingRef })
    .returning({
      id: bookings.id,
      status: bookings.status,
      payment: bookings.payment,
      startsAt: bookings.sessionStartsAt,
      sessionId: bookings.sessionId,
      seats: bookings.seats,
    });
  // A confirmed booking's seats show sold on its session's seat map (docs/domain/booking.md): one
  // claim per seat; a seat two demo bookings share stays the first one's.
  const sold = created
    .filter((booking) => booking.status === "CONFIRMED")
    .flatMap((booking) =>
      booking.seats.map((seatId) => ({ sessionId: booking.sessionId, seatId, bookingId: booking.id })),
    );
  if (sold.length > 0) {
    await tx.insert(sessionSeats).values(sold).onConflictDoNothing();
  }
  // A refunded booking's refund: its whole payment, back to its means, two days before the session.
  const refunded = created.filter((booking) => booking.status === "REFUNDED");
  if (refunded.length > 0) {
    await tx
      .insert(refunds)
      .values(
        refunded.map((booking) => ({
          bookingId: booking.id,
          amount: centsOf(booking.payment.totalAmount),
          means: booking.payment.means,
          refundedAt: demoRefundDate(booking.startsAt),
        })),
      )
      .onConflictDoNothing({ target: refunds.bookingId });
  }
  return created.length;
}
