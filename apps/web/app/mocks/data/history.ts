import { centsOf } from "@cinelux/contract/eticket-rules";
import type { HistoryBooking } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { DEMO_BOOKINGS, type DemoBooking, demoRefundDate } from "@cinelux/demo/bookings";
import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { FAKE_CUSTOMER_MAIL } from "../../lib/auth/fake-user-manager";
import { fakeBookingSession } from "./booking-sessions";
import { FAKE_CINEMAS } from "./catalog";

/**
 * The fake customer's booking history (docs/history.md "Fakes"): the demo customer's bookings of
 * packages/demo bookings.ts (Camille's year: sessions seen, cancelled and refunded, and her pass at
 * work), dated from today as the seed dates them. As on the server, every booking but a CONFIRMED
 * one whose session has not ended.
 */
const FAKE_CUSTOMER_BOOKINGS: readonly DemoBooking[] = DEMO_BOOKINGS.filter(
  (booking) => booking.mail === FAKE_CUSTOMER_MAIL,
);

/** The bookings in the history: the past ones and those cancelled or refunded before their session. */
export const FAKE_HISTORY_SIZE = FAKE_CUSTOMER_BOOKINGS.filter(
  (booking) => booking.past !== undefined || booking.status !== "CONFIRMED",
).length;

/** FNV-1a, 32 bits: a stable number from a text. */
function fnv(text: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A version-4 shaped uuid derived from `seed`: the contract's ids are uuids, the fake catalog's are
 * readable slugs; the same seed always gives the same id (share links and history stay stable).
 */
export function fakeUuid(seed: string): string {
  const hex = [0, 1, 2, 3].map((round) => fnv(seed, round).toString(16).padStart(8, "0")).join("");
  const variant = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function fakeCinemaUuid(slug: string): string {
  return fakeUuid(`cinema:${slug}`);
}

export function fakeSessionUuid(sessionId: string): string {
  return fakeUuid(`session:${sessionId}`);
}

/** The whole history in `language`, newest session first, as of `now`. */
export function fakeHistory(language: Language, now: Date = new Date()): HistoryBooking[] {
  const bookings: HistoryBooking[] = [];
  for (const booking of FAKE_CUSTOMER_BOOKINGS) {
    const session = fakeBookingSession(booking, now);
    const cinema = FAKE_CINEMAS.find((candidate) => candidate.slug === booking.cinemaSlug);
    if (!cinema || (booking.status === "CONFIRMED" && session.endsAt.getTime() > now.getTime())) {
      continue;
    }
    const amount = centsOf(booking.payment.totalAmount);
    bookings.push({
      id: fakeUuid(`booking:${booking.ref}`),
      bookingId: booking.ref,
      status: booking.status,
      show: { slug: session.slug, title: SHOW_DETAILS[session.slug]?.texts[language].title ?? session.slug },
      cinema: { id: fakeCinemaUuid(cinema.slug), name: cinema.name, city: cinema.city },
      session: {
        id: fakeUuid(`booking-session:${booking.ref}`),
        startDate: session.startsAt.toISOString(),
        version: session.version,
      },
      seats: booking.seats,
      seatType: booking.seatType,
      amount,
      currency: "EUR",
      // The whole payment, back to its means (as the seed records the refund).
      refund:
        booking.status === "REFUNDED"
          ? { amount, date: demoRefundDate(session.startsAt).toISOString(), means: booking.payment.means }
          : null,
    });
  }
  return bookings.sort(
    (a, b) => Date.parse(b.session.startDate) - Date.parse(a.session.startDate) || a.id.localeCompare(b.id),
  );
}
