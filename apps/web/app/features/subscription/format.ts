import type { Language } from "@cinelux/contract/languages";

export { formatMoney } from "../../lib/i18n/formats";

/** An ISO date (YYYY-MM-DD) written out ("5 décembre 2026"), the same day in every time zone. */
export function formatDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
