import type { Language } from "@cinelux/contract/languages";
import type fr from "../../../public/assets/i18n/fr.json";

/** One language's catalog: flat keys as in the SPEC (`Toast.SubscriptionAddNewPhoto.Fail.Title`). */
export type Catalog = Record<string, string>;
/** Every key of the French catalog; the catalogs test keeps the other languages in step. */
export type TranslationKey = keyof typeof fr;

type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type PluralBase<K> = K extends `${infer Base}_${PluralSuffix}` ? Base : never;
/** What `t` accepts: a catalog key, or the base of a plural family (`Header.WalletTickets` + `count`). */
export type MessageKey = TranslationKey | PluralBase<TranslationKey>;
export type TranslationValues = Readonly<Record<string, string | number | null | undefined>>;
export type TFunction = (key: MessageKey, values?: TranslationValues) => string;

/** A language's texts: immutable, so a language switch is a new object (and a re-render). */
export interface I18n {
  readonly language: Language;
  readonly t: TFunction;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * The texts of `language` (DESIGN.md i18n, as i18next behaved with this app's options):
 * - `{{name}}` takes `values.name` as is (React escapes); a name not passed stays `{{name}}`, one
 *   passed as null or undefined becomes "";
 * - a numeric `count` picks `key_{plural form}` (Intl.PluralRules of the language: fr "one" for 0
 *   and 1), else the key itself;
 * - a key missing (or empty) in the catalog renders as the key: no fallback to another language.
 */
export function createTranslator(language: Language, catalog: Catalog): I18n {
  const plurals = new Intl.PluralRules(language);
  const t: TFunction = (key, values) => {
    const count = values?.count;
    const text = (typeof count === "number" && catalog[`${key}_${plurals.select(count)}`]) || catalog[key];
    if (!text) {
      return key;
    }
    return values
      ? text.replace(PLACEHOLDER, (placeholder, name: string) =>
          Object.hasOwn(values, name) ? String(values[name] ?? "") : placeholder,
        )
      : text;
  };
  return { language, t };
}

/** The texts made from each set of catalogs, per language: an I18n never changes, so it is shared. */
const made = new WeakMap<Partial<Record<Language, Catalog>>, Map<Language, I18n>>();

/**
 * The texts of `language` from a set of catalogs (the server embeds all three; tests too), made
 * once per set and language: server loaders ask on every render, and `Intl.PluralRules` is costly
 * to build.
 */
export function createI18n(language: Language, catalogs: Partial<Record<Language, Catalog>>): I18n {
  let languages = made.get(catalogs);
  if (!languages) {
    languages = new Map();
    made.set(catalogs, languages);
  }
  let i18n = languages.get(language);
  if (!i18n) {
    i18n = createTranslator(language, catalogs[language] ?? {});
    languages.set(language, i18n);
  }
  return i18n;
}
