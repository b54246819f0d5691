import type { Language } from "@cinelux/contract/languages";
import i18next, { type i18n, type Resource } from "i18next";
import type fr from "../../../public/assets/i18n/fr.json";

/** One language's catalog: flat keys as in the SPEC (`Toast.SubscriptionAddNewPhoto.Fail.Title`). */
export type Catalog = Record<string, string>;
export type TranslationKey = keyof typeof fr;

declare module "i18next" {
  // Type-checks every `t("...")` key against the French catalog; the catalogs test keeps the
  // other languages in step.
  interface CustomTypeOptions {
    resources: { translation: typeof fr };
    keySeparator: false;
    nsSeparator: false;
  }
}

export function createI18n(language: Language, catalogs: Partial<Record<Language, Catalog>>): i18n {
  const resources: Resource = {};
  for (const [lang, catalog] of Object.entries(catalogs)) {
    resources[lang] = { translation: catalog };
  }
  const instance = i18next.createInstance();
  // With resources in hand and initAsync off, init completes synchronously.
  void instance.init({
    lng: language,
    resources,
    initAsync: false,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    // React escapes text already.
    interpolation: { escapeValue: false },
  });
  return instance;
}
