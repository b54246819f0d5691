import type { HistoryStatus } from "@cinelux/contract/etickets";
import type { Language } from "@cinelux/contract/languages";
import type { TranslationKey } from "../../lib/i18n/create-i18n";
import { CINEMA_TIME_ZONE } from "../../lib/i18n/formats";

export { CINEMA_TIME_ZONE, formatMoney, formatSessionStart } from "../../lib/i18n/formats";

/** A day without its time ("14 mars 2026"), in the cinema's time zone. */
export function formatDay(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: CINEMA_TIME_ZONE }).format(
    new Date(instant),
  );
}

/** A status in plain words (docs/history.md): the badge's text and tone. */
export const HISTORY_STATUS_LABELS: Record<
  HistoryStatus,
  { key: TranslationKey; tone: "success" | "neutral" | "warning" }
> = {
  CONFIRMED: { key: "History.Status.Confirmed", tone: "success" },
  CANCELLED: { key: "History.Status.Cancelled", tone: "neutral" },
  REFUNDED: { key: "History.Status.Refunded", tone: "warning" },
};

/** `?page=` of the address: a whole number from 1, anything else is the first page. */
export function pageOfSearch(search: URLSearchParams): number {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** How many pages the whole history fills (at least one: the empty history is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
