import type { Language } from "@cinelux/contract/languages";

/** EUR cents as the page's language writes money. */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage: "5,5 %", "9%". */
export function formatVatRate(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

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
