import { DAY_MS } from "@cinelux/contract";
import { CINEMA_TIME_ZONE, localDateOf } from "../../lib/local-time.ts";

const clock = new Intl.DateTimeFormat("en-GB", {
  timeZone: CINEMA_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The local wall-clock time of an instant, HH:MM:SS. */
function localClock(instant: Date): string {
  return clock.format(instant);
}

/** The local start time of a session, HH:MM. */
export function localTimeOf(instant: Date): string {
  return localClock(instant).slice(0, 5);
}

// The calendar arithmetic is the contract's, shared with the web's fake endpoints.
export { addDays, daysFrom } from "@cinelux/contract/catalog-rules";

/** The last second asked and its answer. */
let lastToday = { second: Number.NaN, value: "" };

export function today(now: Date): string {
  // Every catalog request asks: the local date is read (Intl) once a second, not for each.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastToday.second) {
    lastToday = { second, value: localDateOf(now) };
  }
  return lastToday.value;
}

/**
 * Seconds until the local date changes, read from the wall clock (on the two daylight-saving nights
 * the change happens at 02:00-03:00, far from midnight, so the reading is right by then).
 */
export function secondsUntilTomorrow(now: Date): number {
  const [hours, minutes, seconds] = localClock(now).split(":").map(Number) as [number, number, number];
  return Math.max(1, DAY_MS / 1000 - (hours * 3600 + minutes * 60 + seconds));
}
