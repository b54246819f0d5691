import type { Language } from "@cinelux/contract/languages";

/** The cinemas' clock: the chain's halls are in Paris's, Brussels's and Amsterdam's zone alike. */
export const CINEMA_TIME_ZONE = "Europe/Paris";

/** EUR cents as the page's language writes money ("9,50 €"; SPEC 1: EUR). */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage: "5,5 %", "9%". */
export function formatVatRate(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** A session's start as the page's language writes it ("samedi 14 mars 2026, 20:30"), on the cinemas' clock. */
export function formatSessionStart(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: CINEMA_TIME_ZONE,
  }).format(new Date(instant));
}
