import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../i18n/use-translation";

/**
 * The back-office's words (docs/staff.md "The staff app"): each staff feature keeps its own in its
 * `texts.ts`, in fr, nl and en, typed so that Dutch and English hold every French key. They ship
 * with the staff screens' code, never in the customers' catalogs.
 */
export type StaffTexts<Keys extends string> = Record<Language, Record<Keys, string>>;

export function defineStaffTexts<Keys extends string>(texts: {
  fr: Record<Keys, string>;
  nl: NoInfer<Record<Keys, string>>;
  en: NoInfer<Record<Keys, string>>;
}): StaffTexts<Keys> {
  return texts;
}

/** The page language's texts (the `staff/{language}` segment sets it). */
export function useStaffTexts<Keys extends string>(texts: StaffTexts<Keys>): Record<Keys, string> {
  return texts[useStaffLanguage()];
}

export function useStaffLanguage(): Language {
  return useTranslation().i18n.language;
}

/**
 * `{name}` placeholders filled in: `fill("{count} cases", { count: 3 })`. A `{name|one|other}`
 * placeholder writes the word that agrees with the number `name` in `language` (Intl.PluralRules:
 * French says "1 ligne", "0 ligne", English "0 lines"): `fill("{count} {count|line|lines}", …, "en")`.
 */
export function fill(text: string, values: Record<string, string | number>, language?: Language): string {
  const withWords = text.replace(
    /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g,
    (match, name: string, one: string, other: string) => {
      const count = values[name];
      if (typeof count !== "number") {
        return match;
      }
      return new Intl.PluralRules(language ?? "en").select(count) === "one" ? one : other;
    },
  );
  return withWords.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
