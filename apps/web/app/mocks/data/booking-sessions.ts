import { type DemoBooking, demoPastSessionStart } from "@cinelux/demo/bookings";
import { DEMO_SHOWS } from "@cinelux/demo/catalog/shows";
import { demoLocalInstant } from "@cinelux/demo/local-time";

/**
 * The session of each demo booking on the fakes (packages/demo bookings.ts), for the tickets to come
 * (data/etickets.ts) and the history (data/history.ts) alike. A past one is the seed's: its show,
 * version, 20:15 on the cinemas' clock `daysAgo` days before today. The seed books an upcoming one on
 * the first session at its cinema `inDays` after its run; the fakes have no such session, so each
 * names its show and screen here, at 20:15 `inDays` days from today.
 */

/** Trailers and adverts run before the feature, as on the seed's sessions. */
const ADS_MINUTES = 20;

const UPCOMING_SESSIONS: Record<string, { slug: string; specificities: string[] }> = {
  "CLX-FR-000101": { slug: "metropolis", specificities: [] },
  "CLX-FR-000102": { slug: "nosferatu", specificities: [] },
  "CLX-FR-000103": { slug: "the-general", specificities: ["dolby"] },
  "CLX-FR-000104": { slug: "nosferatu", specificities: ["imax"] },
};

export interface FakeBookingSession {
  slug: string;
  startsAt: Date;
  endsAt: Date;
  version: string;
  specificities: string[];
}

export function durationOf(slug: string): number {
  const show = DEMO_SHOWS.find((candidate) => candidate.slug === slug);
  if (!show) {
    throw new Error(`No demo show ${slug}.`);
  }
  return show.durationMinutes;
}

function session(slug: string, startsAt: Date, version: string, specificities: string[]): FakeBookingSession {
  const endsAt = new Date(startsAt.getTime() + (durationOf(slug) + ADS_MINUTES) * 60_000);
  return { slug, startsAt, endsAt, version, specificities };
}

/** The session of the fake customer's demo booking, as of `now` (the fake customer's are on the French domain). */
export function fakeBookingSession(booking: DemoBooking, now: Date): FakeBookingSession {
  if (booking.past) {
    return session(
      booking.past.showSlug,
      demoPastSessionStart(now, booking.past),
      booking.past.version ?? "VOST",
      [],
    );
  }
  const upcoming = UPCOMING_SESSIONS[booking.ref];
  if (!upcoming) {
    throw new Error(`The fakes name no session for the demo booking ${booking.ref}.`);
  }
  return session(
    upcoming.slug,
    demoLocalInstant(now, booking.inDays ?? 1, 20, 15),
    "VOST",
    upcoming.specificities,
  );
}
