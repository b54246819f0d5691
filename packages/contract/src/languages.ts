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

/**
 * The first of fr, nl and en an `Accept-Language` header accepts, by q-order (a region is its
 * language: "nl-BE" is nl); ties keep the header's order, `q=0` refuses, `*` names none of them.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  const ranges = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [range = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: range.trim().toLowerCase().split("-")[0], weight, index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const first = ranges.find(({ language }) => isLanguage(language))?.language;
  return isLanguage(first) ? first : undefined;
}
