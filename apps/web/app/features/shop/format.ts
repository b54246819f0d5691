import type { Language } from "@cinelux/contract/languages";

export { formatMoney, formatVatRate } from "../../lib/i18n/formats";

/** An ISO date (YYYY-MM-DD) written out ("5 décembre 2026"), the same day in every time zone. */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}

/** An instant's day in the chain's calendar (Europe/Paris). */
export function formatInstantDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "Europe/Paris" }).format(
    new Date(instant),
  );
}
