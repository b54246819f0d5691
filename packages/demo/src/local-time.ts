/**
 * The chain's clock for the demo data: every cinema is in Europe/Paris or Europe/Amsterdam, which
 * share offsets and daylight-saving rules (as apps/server/src/lib/local-time.ts).
 */
const TIME_ZONE = "Europe/Paris";

const localDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

// Intl (not a fixed +01:00) keeps summer time right.
const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

function offsetMinutes(instant: Date): number {
  const name = offsetName.formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? "";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) {
    return 0; // "GMT" alone
  }
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** The chain's local date (YYYY-MM-DD) of an instant. */
export function demoLocalDate(instant: Date): string {
  return localDate.format(instant);
}

/** The instant at which the local clock shows `hour:minute` on the local day `dayOffset` after `now`. */
export function demoLocalInstant(now: Date, dayOffset: number, hour: number, minute: number): Date {
  const [year, month, day] = localDate.format(now).split("-").map(Number) as [number, number, number];
  // All start times are afternoon or evening, far from the 02:00-03:00 DST switch.
  const asUtc = Date.UTC(year, month - 1, day + dayOffset, hour, minute);
  return new Date(asUtc - offsetMinutes(new Date(asUtc)) * 60_000);
}

/** The instant at which the local clock shows `time` (HH:MM) on the local `date` (YYYY-MM-DD). */
export function demoWallClock(date: string, time: string): Date {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return demoLocalInstant(new Date(`${date}T12:00:00Z`), 0, hour, minute);
}
