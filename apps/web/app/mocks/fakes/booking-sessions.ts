import { artworkPath } from "@cinelux/contract/artwork";
import {
  HOLD_MINUTES,
  MAX_SEATS_PER_BOOKING,
  type SessionClosedReason,
  type SessionDetail,
} from "@cinelux/contract/booking";
import { SESSION_VERSIONS, TECHNOLOGIES } from "@cinelux/contract/catalog";
import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { demoLocalDate, demoWallClock } from "@cinelux/demo/local-time";
import { FAKE_CINEMAS, FAKE_SHOWS, type FakeCinema, type FakeShow } from "../data/catalog";
import { FAKE_SEAT_COUNT, FAKE_SEAT_MAP } from "../data/seat-map";
import { type FakeSession, fakeProgramme, fakeSessionId } from "./catalog-programme";

/**
 * The sessions the fake booking endpoints know (docs/fakes.md "Booking"): every session of the fake
 * programme on both domains, and four fixed ones for the tunnel's screens and tests — tomorrow at
 * 20:30 at the first French cinema, open, sold out or not sold online, and one that began yesterday.
 */
export const FAKE_BOOKING_SESSION_IDS = {
  open: "0c0c0c0c-0000-4000-8000-000000000001",
  soldOut: "0c0c0c0c-0000-4000-8000-000000000002",
  notBookable: "0c0c0c0c-0000-4000-8000-000000000003",
  past: "0c0c0c0c-0000-4000-8000-000000000004",
} as const;

export interface FakeBookingSession {
  session: FakeSession;
  show: FakeShow;
  cinema: FakeCinema;
  /** Why it cannot be booked besides having begun. */
  closed: Exclude<SessionClosedReason, "past"> | null;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

function fixedSession(id: string, days: number): FakeSession {
  const show = FAKE_SHOWS.find((candidate) => candidate.bookable) as FakeShow;
  const cinema = FAKE_CINEMAS.find((candidate) => candidate.domain === "fr") as FakeCinema;
  const date = addDays(demoLocalDate(new Date()), days);
  const startsAt = demoWallClock(date, "20:30");
  return {
    id,
    showSlug: show.slug,
    cinemaSlug: cinema.slug,
    startsAt,
    endsAt: new Date(startsAt.getTime() + (show.durationMinutes + 20) * 60_000),
    date,
    time: "20:30",
    version: "VOST",
    specificities: ["dolby"],
    auditoriumName: "Salle 3",
  };
}

const FIXED: Record<string, { days: number; closed: FakeBookingSession["closed"] }> = {
  [FAKE_BOOKING_SESSION_IDS.open]: { days: 1, closed: null },
  [FAKE_BOOKING_SESSION_IDS.soldOut]: { days: 1, closed: "soldOut" },
  [FAKE_BOOKING_SESSION_IDS.notBookable]: { days: 1, closed: "notBookable" },
  [FAKE_BOOKING_SESSION_IDS.past]: { days: -1, closed: null },
};

/** The session of this id on either domain's programme, or a fixed one; undefined when unknown. */
export function fakeBookingSession(id: string): FakeBookingSession | undefined {
  const fixed = FIXED[id];
  const session =
    (fixed ? fixedSession(id, fixed.days) : undefined) ??
    (["fr", "nl"] as DomainId[])
      .flatMap((domain) => fakeProgramme(domain).sessions)
      .find((candidate) => candidate.id === id);
  const show = FAKE_SHOWS.find((candidate) => candidate.slug === session?.showSlug);
  const cinema = FAKE_CINEMAS.find((candidate) => candidate.slug === session?.cinemaSlug);
  if (!session || !show || !cinema) {
    return undefined;
  }
  return { session, show, cinema, closed: fixed?.closed ?? null };
}

/** Why it cannot be booked now: begun, else its own reason; null when seats can be chosen. */
export function closedReason(found: FakeBookingSession, now = new Date()): SessionClosedReason | null {
  return found.session.startsAt.getTime() <= now.getTime() ? "past" : found.closed;
}

/** GET /api/sessions/{id}, as the server answers it. */
export function presentSession(found: FakeBookingSession, language: Language): SessionDetail {
  const { session, show, cinema } = found;
  return {
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    version: SESSION_VERSIONS.find((version) => version === session.version) ?? "VF",
    specificities: session.specificities,
    technologies: TECHNOLOGIES.filter((technology) => session.specificities.includes(technology)),
    show: {
      slug: show.slug,
      title: show.texts[language].title,
      durationMinutes: show.durationMinutes,
      ageRating: show.ageRating,
      backdropUrl: artworkPath("backdrop", show.slug),
    },
    cinema: {
      id: fakeSessionId(`cinema ${cinema.slug}`),
      slug: cinema.slug,
      name: cinema.name,
      domain: cinema.domain,
    },
    hall: { name: session.auditoriumName, seatCount: FAKE_SEAT_COUNT, seatMap: FAKE_SEAT_MAP },
    closed: closedReason(found),
    holdMinutes: HOLD_MINUTES,
    maxSeats: MAX_SEATS_PER_BOOKING,
  };
}
