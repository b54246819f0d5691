import type { Language } from "@cinelux/contract/languages";

/** The cinemas' clock: the chain's halls are in Paris's, Brussels's and Amsterdam's zone alike. */
const CINEMA_TIME_ZONE = "Europe/Paris";

/** The session's day and time as the page's language writes them ("samedi 5 décembre 2026, 20:30"). */
export function formatSessionStart(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: CINEMA_TIME_ZONE,
  }).format(new Date(instant));
}

/** A time of day ("20:42") on the cinemas' clock. */
export function formatClock(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { timeStyle: "short", timeZone: CINEMA_TIME_ZONE }).format(
    new Date(instant),
  );
}

/** What is left of a hold, as a countdown shows it: "9:05", "0:42". */
export function formatCountdown(milliseconds: number): string {
  const seconds = Math.max(0, Math.ceil(milliseconds / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * What the countdown says aloud (politely, not every second): once when 5 minutes are left, once at
 * 1 minute, and at the end. `null` between those moments.
 */
export type HoldAnnouncement = "five" | "one" | "expired" | null;

export function holdAnnouncement(milliseconds: number): HoldAnnouncement {
  if (milliseconds <= 0) {
    return "expired";
  }
  if (milliseconds <= 60_000) {
    return "one";
  }
  if (milliseconds <= 5 * 60_000) {
    return "five";
  }
  return null;
}

/** EUR cents as the page's language writes money ("9,50 €"). */
export function formatMoney(cents: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** A VAT rate in basis points as a percentage: "5,5 %", "9%". */
export function formatVatRate(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}
