import { centsOf } from "@cinelux/contract";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import {
  accounts,
  type BookingPayment,
  bookings,
  cinemas,
  type NewBookingRow,
  refunds,
  showSessions,
  shows,
} from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";
import { ADS_MINUTES, localInstant } from "./sessions.ts";

const DAY_MS = 86_400_000;

interface BookingSeed {
  ref: string;
  mail: string;
  cinemaSlug: string;
  /** REFUNDED: cancelled by the customer, the refund recorded two days before the session. */
  status: "CONFIRMED" | "CANCELLED" | "REFUNDED";
  /** Upcoming: the first session at the cinema at least this many days after `now`. */
  inDays?: number;
  /**
   * Past: a session of this show this many days before `now`, at 20:15 (created by the seed), in
   * `version` (default the domain's subtitled original: VOST, OV).
   */
  past?: { daysAgo: number; showSlug: string; version?: string };
  seats: string[];
  seatType: string;
  payment: Omit<BookingPayment, "bookingDate" | "currency">;
  options: { label: string; quantity: number }[];
  refundable: boolean;
}

/**
 * Every seeded customer with bookings has a year of history (docs/domain/etickets.md): sessions seen,
 * cancelled and refunded over the last twelve months, for the booking history's pages and yearly totals.
 */
const HISTORY: BookingSeed[] = [
  ...(
    [
      ["CLX-FR-000090", "cinelux-paris-bastille", "CONFIRMED", 40, "nosferatu", "CB", 12.9],
      ["CLX-FR-000091", "cinelux-paris-montparnasse", "REFUNDED", 75, "the-general", "CB", 25.8],
      ["CLX-FR-000092", "cinelux-paris-bastille", "CANCELLED", 130, "sunrise", "CB", 12.9],
      ["CLX-FR-000093", "cinelux-paris-montparnasse", "CONFIRMED", 200, "the-kid", "CINEPASS", 0],
      ["CLX-FR-000094", "cinelux-paris-bastille", "CONFIRMED", 290, "the-gold-rush", "VISA", 27.8],
      ["CLX-FR-000095", "cinelux-paris-bastille", "CONFIRMED", 350, "nosferatu", "CB", 12.9],
    ] as const
  ).map(([ref, cinemaSlug, status, daysAgo, showSlug, means, totalAmount]) => ({
    ref,
    mail: "camille.martin@example.com",
    cinemaSlug,
    status,
    past: { daysAgo, showSlug },
    seats: ["K8"],
    seatType: "standard",
    payment: { means, totalAmount },
    options: [],
    refundable: status === "REFUNDED",
  })),
  ...(
    [
      ["CLX-NL-000190", "CONFIRMED", 25, "metropolis", 13.5],
      ["CLX-NL-000191", "REFUNDED", 110, "nosferatu", 27],
      ["CLX-NL-000192", "CANCELLED", 180, "the-kid", 13.5],
      ["CLX-NL-000193", "CONFIRMED", 320, "sunrise", 13.5],
    ] as const
  ).map(([ref, status, daysAgo, showSlug, totalAmount]) => ({
    ref,
    mail: "sanne.devries@example.com",
    cinemaSlug: "cinelux-amsterdam-centrum",
    status,
    past: { daysAgo, showSlug },
    seats: ["D4", "D5"],
    seatType: "standard",
    payment: { means: "iDEAL", totalAmount },
    options: [],
    refundable: status === "REFUNDED",
  })),
];

/**
 * For the statistics (docs/domain/statistics.md): Camille's pass at work, about twice a month over the year,
 * at her three Paris cinemas, in original, subtitled and dubbed versions. Only films she has already seen
 * above (her films to rate stay Metropolis, Nosferatu and The Gold Rush), one seat each, paid with the
 * CINEPASS (0 €): the yearly recap sets those seats against her pass's invoices.
 */
const PASS_YEAR: BookingSeed[] = Array.from({ length: 24 }, (_, index) => ({
  ref: `CLX-FR-${String(300 + index).padStart(6, "0")}`,
  mail: "camille.martin@example.com",
  cinemaSlug: ["cinelux-paris-bastille", "cinelux-paris-batignolles", "cinelux-paris-montparnasse"][
    index % 3
  ] as string,
  status: "CONFIRMED" as const,
  past: {
    daysAgo: 12 + index * 13,
    showSlug: ["the-kid", "metropolis", "nosferatu", "the-gold-rush"][index % 4] as string,
    version: ["VOST", "VF", "VO"][index % 3] as string,
  },
  seats: ["F9"],
  seatType: "standard",
  payment: { means: "CINEPASS", totalAmount: 0 },
  options: [],
  refundable: false,
}));

/**
 * SPEC 2.1 Wallet bullet: Camille holds 3 tickets to come at her Paris cinemas (Bastille and
 * Montparnasse, two of them refundable), one seen last week and one cancelled; Sanne holds one in
 * Amsterdam; Noah none. Both have a year of history besides (HISTORY).
 */
export const DEMO_BOOKINGS: BookingSeed[] = [
  {
    ref: "CLX-FR-000100",
    mail: "camille.martin@example.com",
    cinemaSlug: "cinelux-paris-bastille",
    status: "CONFIRMED",
    past: { daysAgo: 9, showSlug: "metropolis" },
    seats: ["G10", "G11"],
    seatType: "standard",
    payment: { means: "CB", totalAmount: 25.8 },
    options: [{ label: "Menu popcorn M", quantity: 1 }],
    refundable: false,
  },
  {
    ref: "CLX-FR-000101",
    mail: "camille.martin@example.com",
    cinemaSlug: "cinelux-paris-bastille",
    status: "CONFIRMED",
    inDays: 1,
    seats: ["H7", "H8"],
    seatType: "standard",
    payment: { means: "CB", totalAmount: 25.8 },
    options: [{ label: "Menu popcorn M", quantity: 1 }],
    refundable: true,
  },
  {
    ref: "CLX-FR-000102",
    mail: "camille.martin@example.com",
    cinemaSlug: "cinelux-paris-montparnasse",
    status: "CANCELLED",
    inDays: 2,
    seats: ["C3"],
    seatType: "standard",
    payment: { means: "CB", totalAmount: 12.9 },
    options: [],
    refundable: true,
  },
  {
    ref: "CLX-FR-000103",
    mail: "camille.martin@example.com",
    cinemaSlug: "cinelux-paris-montparnasse",
    status: "CONFIRMED",
    inDays: 3,
    seats: ["E12"],
    seatType: "standard",
    payment: { means: "CINEPASS", totalAmount: 0 },
    options: [],
    refundable: false,
  },
  {
    ref: "CLX-FR-000104",
    mail: "camille.martin@example.com",
    cinemaSlug: "cinelux-paris-bastille",
    status: "CONFIRMED",
    inDays: 6,
    seats: ["J4", "J5"],
    seatType: "premium",
    payment: { means: "VISA", totalAmount: 31.6 },
    options: [
      { label: "Supplément IMAX", quantity: 2 },
      { label: "Boisson 50 cl", quantity: 2 },
    ],
    refundable: true,
  },
  {
    ref: "CLX-NL-000201",
    mail: "sanne.devries@example.com",
    cinemaSlug: "cinelux-amsterdam-centrum",
    status: "CONFIRMED",
    inDays: 2,
    seats: ["F6", "F7"],
    seatType: "standard",
    payment: { means: "iDEAL", totalAmount: 27 },
    options: [{ label: "Popcorn medium", quantity: 1 }],
    refundable: true,
  },
  ...HISTORY,
  ...PASS_YEAR,
];

async function upcomingSession(tx: Transaction, cinemaId: string, from: Date) {
  const [row] = await tx
    .select({ id: showSessions.id, startsAt: showSessions.startsAt })
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .where(and(eq(showSessions.cinemaId, cinemaId), gte(showSessions.startsAt, from)))
    .orderBy(asc(showSessions.startsAt), asc(shows.slug))
    .limit(1);
  return row;
}

async function pastSession(
  tx: Transaction,
  cinema: { id: string; domain: "fr" | "nl" },
  past: NonNullable<BookingSeed["past"]>,
  now: Date,
) {
  const [show] = await tx.select().from(shows).where(eq(shows.slug, past.showSlug)).limit(1);
  if (!show) {
    return undefined;
  }
  const startsAt = localInstant(now, -past.daysAgo, 20, 15);
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
 * Inserts the demo bookings not there yet (keyed by booking_ref). Each upcoming one takes the first
 * seeded session at its cinema `inDays` after `now`, so the same database gives the same choice; a
 * booking whose session cannot be found (an old database without sessions to come) is left out.
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
      : await upcomingSession(tx, cinema.id, new Date(now.getTime() + (seed.inDays ?? 1) * DAY_MS));
    if (!session) {
      continue;
    }
    // Booked three days before the session, and never later than now.
    const bookedAt = new Date(Math.min(now.getTime(), session.startsAt.getTime() - 3 * DAY_MS));
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
    });
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
          refundedAt: new Date(booking.startsAt.getTime() - 2 * DAY_MS),
        })),
      )
      .onConflictDoNothing({ target: refunds.bookingId });
  }
  return created.length;
}
