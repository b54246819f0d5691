export const LANGUAGES = ["fr", "nl", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC 9: the page language attribute defaults to fr. */
export const DEFAULT_LANGUAGE: Language = "fr";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Picks the first supported language of an OIDC `ui_locales` value ("nl-BE en" -> "nl"). */
export function languageFromLocales(
  locales: string | undefined,
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  for (const locale of (locales ?? "").split(/\s+/)) {
    const base = locale.slice(0, 2).toLowerCase();
    if (isLanguage(base)) {
      return base;
    }
  }
  return fallback;
}
