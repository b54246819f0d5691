/**
 * The cinemas' clock (Europe/Paris, which Amsterdam shares): a session's day and a typed start are
 * the cinema's local time, whatever the editor's browser says.
 */
const ZONE = "Europe/Paris";

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const partsFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Today's local day, `YYYY-MM-DD`. */
export function localDay(instant: Date = new Date()): string {
  return dayFormat.format(instant);
}

/** An instant as a `datetime-local` field writes it in the cinema's zone: `YYYY-MM-DDTHH:mm`. */
export function toLocalInput(instant: string): string {
  const parts = Object.fromEntries(
    partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The zone's offset at `instant`, as ISO 8601 writes it ("+01:00"). */
function offsetAt(instant: Date): string {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const offset = name.replace("GMT", "");
  return offset === "" ? "+00:00" : offset;
}

/**
 * A `datetime-local` value read in the cinema's zone, with its offset ("2026-12-01T20:15:00+01:00");
 * null when it is not one. The offset is the one in force at that local time (the guess is checked
 * once, enough around a change of offset).
 */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) {
    return null;
  }
  const asUtc = new Date(`${value}:00Z`);
  let offset = offsetAt(asUtc);
  const guess = new Date(`${value}:00${offset}`);
  offset = offsetAt(guess);
  return `${value}:00${offset}`;
}

/** A session's start as the list shows it: the local hour, on the 24-hour clock cinemas programme by. */
export function localTime(instant: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(instant));
}
