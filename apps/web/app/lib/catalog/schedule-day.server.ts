import type { ZoneResponse } from "@cinelux/contract/catalog";

/**
 * The day a schedule (the catalog home's, a city's) opens on when the visitor has not picked one:
 * today while a session is still to come there, else the next day of the week. The chain's last
 * sessions start at 22:00; a visitor at 23:00 is looking for tomorrow's, not at a day of greyed-out
 * (or no) sessions (docs/catalog.md). Today's tab stays, and shows that day when picked.
 *
 * `read(date)` gives the zone's schedule for a day (undefined: today); `hasSessions` says whether a
 * schedule holds a session to come for the page (the home: any cinema of the zone; a city: its cinemas).
 */
export async function defaultDaySchedule(
  read: (date?: string) => Promise<ZoneResponse | undefined>,
  hasSessions: (schedule: ZoneResponse) => boolean,
): Promise<ZoneResponse | undefined> {
  const today = await read();
  const next = today?.dates[1];
  if (!today || hasSessions(today) || !next) {
    return today;
  }
  return (await read(next)) ?? today;
}

/** Whether a session starting at `startsAt` (ISO) is still to come at `now`. */
function toCome(startsAt: string, now: Date): boolean {
  return new Date(startsAt).getTime() > now.getTime();
}

/** Whether any of `cinemas` has a session starting after `now` in the schedule. */
export function anySessionToCome(cinemas: ZoneResponse["cinemas"], now: Date): boolean {
  return cinemas.some(({ shows }) =>
    shows.some((show) => show.sessions.some((session) => toCome(session.startsAt, now))),
  );
}

/**
 * The same rule for a page whose day tabs are the days with sessions (a show's, a cinema's): of
 * `days`, in order, the first with a session starting after `now`, else the first.
 */
export function openingDay(
  days: readonly { date: string; startsAt: readonly string[] }[],
  now: Date,
): string | undefined {
  return (days.find((day) => day.startsAt.some((startsAt) => toCome(startsAt, now))) ?? days[0])?.date;
}
