import type { Language } from "@cinelux/contract/languages";

/** The locale each language's dates are written in. */
const DATE_LOCALES: Record<Language, string> = { fr: "fr-FR", nl: "nl-NL", en: "en-GB" };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An advantage's ISO expiration date (YYYY-MM-DD) as the customer reads it: "31 janvier 2027",
 * "31 januari 2027", "31 January 2027". The calendar day is kept whatever the browser's time
 * zone; a value that is not an ISO date is shown as it came.
 */
export function formatExpirationDate(isoDate: string, language: Language): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) {
    return isoDate;
  }
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return isoDate;
  }
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
