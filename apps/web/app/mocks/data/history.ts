import type { HistoryBooking, HistoryStatus } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import { FAKE_CINEMAS, FAKE_SHOWS } from "./catalog";

/**
 * The fake customer's booking history (docs/history.md "Fakes"): 23 past bookings over the last 14
 * months, made up relative to today, so the page always spans two years and three pages. Every
 * fifth is refunded, every seventh cancelled; every fourth was paid with the pass (0 €).
 */
export const FAKE_HISTORY_SIZE = 23;
const SEAT_PRICE_CENTS = 1190;

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

function statusOf(index: number): HistoryStatus {
  if (index % 5 === 4) {
    return "REFUNDED";
  }
  return index % 7 === 6 ? "CANCELLED" : "CONFIRMED";
}

/** The whole history in `language`, newest session first, as of `now`. */
export function fakeHistory(language: Language, now: Date = new Date()): HistoryBooking[] {
  const shows = FAKE_SHOWS.filter((show) => show.bookable);
  const cinemas = FAKE_CINEMAS.filter((cinema) => cinema.domain === "fr");
  const bookings: HistoryBooking[] = [];
  for (let index = 0; index < FAKE_HISTORY_SIZE; index++) {
    const show = shows[index % shows.length];
    const cinema = cinemas[index % cinemas.length];
    if (!show || !cinema) {
      continue;
    }
    // 19:30 UTC is 20:30 or 21:30 in Paris: an evening session, 3 to 420 days ago.
    const start = new Date(now.getTime() - (3 + index * 18) * 86_400_000);
    start.setUTCHours(19, 30, 0, 0);
    const seats = Array.from({ length: (index % 3) + 1 }, (_, seat) => `${"DFHK"[index % 4]}${seat + 7}`);
    const status = statusOf(index);
    const amount = index % 4 === 3 ? 0 : seats.length * SEAT_PRICE_CENTS;
    const id = fakeUuid(`booking:${index}`);
    bookings.push({
      id,
      bookingId: `CLX-FR-${String(900 + index).padStart(6, "0")}`,
      status,
      show: { slug: show.slug, title: show.texts[language].title },
      cinema: { id: fakeCinemaUuid(cinema.slug), name: cinema.name, city: cinema.city },
      session: { id: fakeUuid(`history-session:${index}`), startDate: start.toISOString(), version: "VO" },
      seats,
      seatType: index % 6 === 5 ? "premium" : "standard",
      amount,
      currency: "EUR",
      refund:
        status === "REFUNDED"
          ? {
              amount,
              date: new Date(start.getTime() - 2 * 86_400_000).toISOString(),
              means: amount === 0 ? "CINEPASS" : "CB",
            }
          : null,
    });
  }
  return bookings.sort(
    (a, b) => Date.parse(b.session.startDate) - Date.parse(a.session.startDate) || a.id.localeCompare(b.id),
  );
}
