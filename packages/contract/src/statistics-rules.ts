import type { DomainId } from "./domains.ts";
import { isPassType } from "./passes.ts";

/**
 * Statistics (SPEC 3 timeSpent, showsSeen, favoriteGenre, mostVisitedCinema, voPercent),
 * pure rules shared by the server (from its aggregate queries), the web's fakes and the screen.
 * The rules the SPEC leaves open are written in docs/domain/statistics.md.
 */

/** Session versions in the film's own language (SPEC 3 voPercent): VO, VOST and the Dutch OV. */
export const ORIGINAL_VERSIONS = ["VO", "VOST", "OV"] as const;

export function isOriginalVersion(version: string): boolean {
  return (ORIGINAL_VERSIONS as readonly string[]).includes(version);
}

/**
 * What a seat costs without a pass (EUR cents), per domain: the full adult price the seed's paid
 * bookings use (12.90 € in Paris, 13.50 € in Amsterdam). The yearly recap prices pass seats at it.
 */
export const REFERENCE_TICKET_CENTS: Record<DomainId, number> = { fr: 1290, nl: 1350 };

/** How many months the "films per month" chart shows, this month included. */
export const STATISTICS_MONTHS = 12;
/** Bars of the genres and cinemas charts: the most seen first; the rest is left out. */
export const STATISTICS_TOP = 8;

/** Whether a booking was paid with a subscription pass: its means is a SPEC 9 pass type (CINEPASS…). */
export function isPassMeans(means: string): boolean {
  return isPassType(means);
}

/** One bucket of an aggregate: a key, how many sessions were seen, the latest of them (ISO). */
export interface CountedKey {
  key: string;
  count: number;
  lastSeen: string;
}

/**
 * The most seen key; ties go to the one seen most recently, then to the smaller key, so the answer
 * never depends on the database's row order. Null when nothing was seen.
 */
export function mostSeen<T extends CountedKey>(buckets: readonly T[]): T | null {
  let best: T | null = null;
  for (const bucket of buckets) {
    if (bucket.count <= 0) {
      continue;
    }
    if (
      !best ||
      bucket.count > best.count ||
      (bucket.count === best.count &&
        (bucket.lastSeen > best.lastSeen || (bucket.lastSeen === best.lastSeen && bucket.key < best.key)))
    ) {
      best = bucket;
    }
  }
  return best;
}

/** Buckets sorted as the charts draw them (most seen first, same tie rule), at most `limit`. */
export function topBuckets<T extends CountedKey>(buckets: readonly T[], limit = STATISTICS_TOP): T[] {
  return [...buckets]
    .filter((bucket) => bucket.count > 0)
    .sort((a, b) => b.count - a.count || b.lastSeen.localeCompare(a.lastSeen) || a.key.localeCompare(b.key))
    .slice(0, limit);
}

/** SPEC 3 voPercent: whole percent of the sessions seen in original version; 0 when none seen. */
export function voPercentOf(originalVersionSessions: number, sessions: number): number {
  if (sessions <= 0) {
    return 0;
  }
  return Math.round((100 * Math.min(originalVersionSessions, sessions)) / sessions);
}

/** "2026-03" of a local date "2026-03-14" or of a year and month. */
function monthKey(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/**
 * The months of the chart, oldest first, ending with the month of `today` (a local date
 * YYYY-MM-DD, in the cinemas' time zone).
 */
export function statisticsMonths(today: string, count = STATISTICS_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    months.push(monthKey(Math.floor(index / 12), (index % 12) + 1));
  }
  return months;
}

/** Every month of `months` with its count from `counted` (0 for a month without a session). */
export function fillMonths(
  months: readonly string[],
  counted: readonly { month: string; count: number }[],
): { month: string; count: number }[] {
  const byMonth = new Map(counted.map((row) => [row.month, row.count]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}

/** Seats paid with a pass in one year, per domain of the cinema. */
export type PassSeats = Record<DomainId, number>;

/**
 * The yearly recap's "money saved with the pass" (docs/domain/statistics.md): the pass seats at
 * the domain's full ticket price, less what the pass cost that year (its invoices). Negative when
 * the pass has not paid for itself yet; the screen says so instead of showing a loss.
 */
export function passSavings(options: { passSeats: PassSeats; passCostCents: number }): {
  ticketsValueCents: number;
  passCostCents: number;
  savedCents: number;
} {
  const ticketsValueCents =
    options.passSeats.fr * REFERENCE_TICKET_CENTS.fr + options.passSeats.nl * REFERENCE_TICKET_CENTS.nl;
  return {
    ticketsValueCents,
    passCostCents: options.passCostCents,
    savedCents: ticketsValueCents - options.passCostCents,
  };
}

/** Hours and minutes of a duration in minutes, for "12 h 40". */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
