/**
 * The chain's calendar: every cinema is in Europe/Paris or Europe/Amsterdam, which share offsets and
 * daylight-saving rules, so one zone gives the customers' local dates and wall-clock times.
 */
export const CINEMA_TIME_ZONE = "Europe/Paris";

const localDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: CINEMA_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The local date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date): string {
  return localDate.format(instant);
}
