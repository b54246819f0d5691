import type { Language } from "@cinelux/contract/languages";

/** EUR cents as the page's language writes money (SPEC 1: EUR). */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** An ISO date (YYYY-MM-DD) written out ("5 décembre 2026"), the same day in every time zone. */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
