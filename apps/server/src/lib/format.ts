import type { Language } from "@cinelux/contract";

/** Fills `{name}` placeholders of a translated text; an unknown name stays as written. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

const LOCALES: Record<Language, string> = { fr: "fr-FR", nl: "nl-NL", en: "en-GB" };

/** "5 janvier 2027", "5 januari 2027", "5 January 2027" (an ISO day, read as a calendar day). */
export function longDate(date: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** EUR cents as the language writes them ("22,90 €", "€ 22,90", "€22.90"), with plain spaces. */
export function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: "currency", currency: "EUR" })
    .format(cents / 100)
    .replace(/[\u00a0\u202f]/g, " ");
}
