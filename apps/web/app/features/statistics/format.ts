import type { Language } from "@cinelux/contract/languages";
import { hoursAndMinutes } from "@cinelux/contract/statistics-rules";
import type { TFunction } from "../../lib/i18n/create-i18n";

export { formatMoney } from "../../lib/i18n/formats";

/** Minutes as the language writes a duration ("12 h 05", "12 u 05"), from Statistics.Duration. */
export function formatDuration(minutes: number, t: TFunction): string {
  const split = hoursAndMinutes(minutes);
  return t("Statistics.Duration", { hours: split.hours, minutes: String(split.minutes).padStart(2, "0") });
}

/** "2026-03" as a short month ("mars", "mrt.", "Mar"), for the chart's axis. */
export function formatMonthShort(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: "short", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** "2026-03" as one letter ("M"), for the chart's axis on a phone. */
export function formatMonthNarrow(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: "narrow", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** "2026-03" in full ("mars 2026"), for the chart's table. */
export function formatMonthLong(month: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}
