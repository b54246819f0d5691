import type { Language } from "@cinelux/contract/languages";

/** An instant as the staff read it in lists and logs: date and time in their browser's zone. */
export function formatStaffDateTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(instant),
  );
}

/** A wait in its largest whole unit: "3 days", "5 h", "12 min" (a minute at least). */
export function formatStaffAge(seconds: number, language: Language): string {
  const [value, unit] =
    seconds >= 86_400
      ? [Math.floor(seconds / 86_400), "day"]
      : seconds >= 3_600
        ? [Math.floor(seconds / 3_600), "hour"]
        : [Math.max(1, Math.floor(seconds / 60)), "minute"];
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
