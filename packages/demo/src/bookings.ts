import { demoLocalInstant } from "./local-time.ts";

/**
 * The demo bookings (docs/domain/etickets.md): Camille's and Sanne's tickets to come, a year of
 * history each and Camille's pass at work. The seed inserts them on its sessions (an upcoming one
 * takes the first session at its cinema `inDays` after the run, a past one gets a session made for
 * it); the web's fakes answer the fake customer's with them. Every date is relative to the day the
 * data is made.
 */

const DAY_MS = 86_400_000;

export interface DemoBooking {
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
  /** The means and the amount paid in euros, as the booking's payment keeps them (EUR). */
  payment: { means: string; totalAmount: number };
  options: { label: string; quantity: number }[];
  refundable: boolean;
}

/**
 * Every seeded customer with bookings has a year of history (docs/domain/etickets.md): sessions seen,
 * cancelled and refunded over the last twelve months, for the booking history's pages and yearly totals.
 */
const HISTORY: readonly DemoBooking[] = [
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
const PASS_YEAR: readonly DemoBooking[] = Array.from({ length: 24 }, (_, index) => ({
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
export const DEMO_BOOKINGS: readonly DemoBooking[] = [
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

/** When a past demo booking's session started: 20:15 on the cinemas' clock, `past.daysAgo` days before `now`. */
export function demoPastSessionStart(now: Date, past: NonNullable<DemoBooking["past"]>): Date {
  return demoLocalInstant(now, -past.daysAgo, 20, 15);
}

/** Booked three days before the session, and never later than `now`. */
export function demoBookingDate(now: Date, sessionStartsAt: Date): Date {
  return new Date(Math.min(now.getTime(), sessionStartsAt.getTime() - 3 * DAY_MS));
}

/** A refunded booking's refund: its whole payment, back to its means, two days before the session. */
export function demoRefundDate(sessionStartsAt: Date): Date {
  return new Date(sessionStartsAt.getTime() - 2 * DAY_MS);
}
