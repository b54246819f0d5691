import { demoHall } from "@cinelux/demo/catalog/halls";
import { demoLocalInstant } from "@cinelux/demo/local-time";
import type { showSessions } from "../db/schema/index.ts";

export type SessionSeed = Omit<typeof showSessions.$inferInsert, "id">;

export interface PlannedCinema {
  id: string;
  slug: string;
  domain: "fr" | "nl";
  tags: string[];
  hallCount: number;
}

export interface PlannedShow {
  id: string;
  durationMinutes: number;
}

/** Sessions cover the next 14 days, today included (from `now` on). */
export const SESSION_DAYS = 14;
/** Trailers and adverts run before the feature: endsAt = startsAt + duration + 20 min. */
export const ADS_MINUTES = 20;
const VERSIONS = { fr: ["VO", "VF", "VOST"], nl: ["OV", "NL"] } as const;
/** Local start times; each pattern gives 2 to 4 sessions a day. */
const PATTERNS = [
  ["14:00", "20:15"],
  ["17:30", "22:00"],
  ["14:00", "17:30", "20:15"],
  ["14:00", "17:30", "22:00"],
  ["14:00", "17:30", "20:15", "22:00"],
];

/** mulberry32 seeded by an FNV-1a hash: the same cinema always gets the same programme. */
export function seededRandom(seed: string): (max: number) => number {
  let state = 2_166_136_261;
  for (let i = 0; i < seed.length; i++) {
    state = Math.imul(state ^ seed.charCodeAt(i), 16_777_619);
  }
  return (max) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * max);
  };
}

function shuffled<T>(items: readonly T[], random: (max: number) => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * One cinema's programme: 5 to 8 shows, each in its own hall (so sessions never overlap in a hall),
 * with 2 to 4 sessions a day from `now` to `now + 14 days`.
 */
export function planCinemaSessions(
  cinema: PlannedCinema,
  shows: readonly PlannedShow[],
  now: Date,
): SessionSeed[] {
  const random = seededRandom(cinema.slug);
  const versions = VERSIONS[cinema.domain];
  const end = now.getTime() + SESSION_DAYS * 86_400_000;
  const count = Math.min(5 + random(4), cinema.hallCount, shows.length);
  const programme = shuffled(shows, random)
    .slice(0, count)
    .map((show, index) => ({
      show,
      // The cinema's stored halls (seed/cinemas.ts): the first are the premium ones (hall 1 IMAX...).
      hall: demoHall(cinema, index),
      version: versions[random(versions.length)] as string,
    }));

  const sessions: SessionSeed[] = [];
  for (let day = 0; day < SESSION_DAYS; day++) {
    for (const { show, hall, version } of programme) {
      const pattern = PATTERNS[random(PATTERNS.length)] ?? [];
      let hallFreeAt = 0;
      for (const time of pattern) {
        const [hour, minute] = time.split(":").map(Number) as [number, number];
        const startsAt = demoLocalInstant(now, day, hour, minute);
        const endsAt = new Date(startsAt.getTime() + (show.durationMinutes + ADS_MINUTES) * 60_000);
        // A feature over 85 min cannot run at both 20:15 and 22:00 in its hall: the later one is dropped.
        if (startsAt.getTime() < hallFreeAt) {
          continue;
        }
        hallFreeAt = endsAt.getTime();
        if (startsAt < now || startsAt.getTime() >= end) {
          continue;
        }
        sessions.push({
          showId: show.id,
          cinemaId: cinema.id,
          startsAt,
          endsAt,
          version,
          auditoriumName: hall.name,
          specificities: hall.technologies,
        });
      }
    }
  }
  return sessions;
}
