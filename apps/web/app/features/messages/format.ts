import type { Language } from "@cinelux/contract/languages";

/** "2 oct. 2026, 11:15" in the page's language, on the customer's own clock (a message's time). */
export function formatCaseDate(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : language, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(instant));
}

/** "18 ko" / "18 kB", "1,2 Mo": an attachment's size beside its name, in the page's language. */
export function formatFileSize(bytes: number, language: Language): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024)));
}
