import type { Language } from "@cinelux/contract/languages";
import { CINEMA_TIME_ZONE } from "../../lib/i18n/formats";

export { formatMoney, formatSessionStart, formatVatRate } from "../../lib/i18n/formats";

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
