import type { ZoneResponse } from "@cinelux/contract/catalog";

/**
 * The day a schedule (the catalog home's, a city's) opens on when the visitor has not picked one:
 * today while it still has a session there, else the next day of the week. The seeded programme
 * ends each day at 22:00; a visitor at 23:00 is looking for tomorrow's sessions, not at an empty
 * "today" (docs/catalog.md). Today's tab stays, and shows its empty state when picked.
 *
 * `read(date)` gives the zone's schedule for a day (undefined: today); `hasSessions` says whether a
 * schedule holds a session for the page (the home: any cinema of the zone; a city: its cinemas).
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

/** Whether any of `cinemas` has a session in the schedule. */
export function anySession(cinemas: ZoneResponse["cinemas"]): boolean {
  return cinemas.some(({ shows }) => shows.some((show) => show.sessions.length > 0));
}
