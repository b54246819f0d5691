import type { Language } from "@cinelux/contract/languages";
import { CINEMA_TIME_ZONE } from "../../lib/i18n/formats";

export { CINEMA_TIME_ZONE, formatMoney } from "../../lib/i18n/formats";

/**
 * The cinemas' clock: every Cinélux cinema is in France or the Netherlands (one time zone, CET/CEST),
 * so a session's time is written as the cinema's wall clock whatever the phone's time zone.
 */
/** "samedi 14 mars 2026" in the page's language, the cinema's day. */
export function formatSessionDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: CINEMA_TIME_ZONE,
  }).format(new Date(instant));
}

/** "20:15" (fr, nl) or "20:15" (en-GB style, a cinema's 24-hour clock). */
export function formatSessionTime(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: CINEMA_TIME_ZONE,
  }).format(new Date(instant));
}

/** An ISO date (YYYY-MM-DD) written out ("5 décembre 2026"), the same day in every time zone. */
export function formatDay(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date.slice(0, 10)}T00:00:00Z`),
  );
}
