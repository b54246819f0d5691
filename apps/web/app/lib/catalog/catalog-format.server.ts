import type { Language } from "@cinelux/contract/languages";

/**
 * Formatting shared by the catalog pages' loaders (server only): dates in the cinema's time zone
 * and the page language, descriptions cut at a word, JSON safe inside an inline script.
 */

export const CATALOG_TIME_ZONE = "Europe/Paris";
/** The length search engines show of a `meta description`. */
export const DESCRIPTION_LENGTH = 160;

/** Building an Intl formatter costs far more than using one: one per locale and options, kept. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATTERS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: CATALOG_TIME_ZONE });
    FORMATTERS.set(key, format);
  }
  return format;
}

/** The local date (Europe/Paris) of an instant, YYYY-MM-DD. */
export function localDate(instant: Date): string {
  return formatter("en-CA", {}).format(instant);
}

/** The local date `days` after the local date of `instant`, YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** English as written in Europe ("16 December 2026"), not American. */
export function dateLocale(language: Language): string {
  return language === "en" ? "en-GB" : language;
}

/** A calendar date (YYYY-MM-DD) in the page language. */
export function formatDate(date: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the same calendar day in Europe/Paris: the label never slips a day.
  return formatter(dateLocale(language), options).format(new Date(`${date}T12:00:00Z`));
}

/** A day tab starts with a capital ("Mar. 24 nov.", "Di 24 nov"), as a heading would. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** A day as a tab shows it ("Lun. 23 nov.") and as a heading says it ("lundi 23 novembre"). */
export function dayLabels(date: string, language: Language): { label: string; longLabel: string } {
  return {
    label: capitalize(formatDate(date, language, { weekday: "short", day: "numeric", month: "short" })),
    longLabel: formatDate(date, language, { weekday: "long", day: "numeric", month: "long" }),
  };
}

/** Text flattened and cut at a word boundary, with an ellipsis when cut. */
export function truncate(text: string, length: number = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) {
    return flat;
  }
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

/** JSON for an inline script: `<` escaped so no text of the catalog can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

const PRICE_FORMATS = new Map<Language, Intl.NumberFormat>();

/** An amount of EUR cents in the page language: "22,90 €", "€ 22,90", "€22.90" (SPEC 1: EUR). */
export function formatEuros(cents: number, language: Language): string {
  let format = PRICE_FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(dateLocale(language), { style: "currency", currency: "EUR" });
    PRICE_FORMATS.set(language, format);
  }
  return format.format(cents / 100);
}
