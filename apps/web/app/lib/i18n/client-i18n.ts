import type { Language } from "@cinelux/contract/languages";
import type { i18n } from "i18next";
import { type Catalog, createI18n } from "./create-i18n";

declare const __CATALOG_VERSION__: string;

/** SPEC 7: catalogs are served at /assets/i18n/{lang}.json; the version defeats immutable caching. */
export function catalogUrl(language: Language): string {
  return `/assets/i18n/${language}.json?v=${__CATALOG_VERSION__}`;
}

const catalogs = new Map<Language, Promise<Catalog>>();

function fetchCatalog(language: Language): Promise<Catalog> {
  let pending = catalogs.get(language);
  if (!pending) {
    pending = fetch(catalogUrl(language)).then(async (response) => {
      if (!response.ok) {
        throw new Error(`Translations ${language}: HTTP ${response.status}`);
      }
      return (await response.json()) as Catalog;
    });
    // A failed download may be retried on the next navigation.
    pending.catch(() => catalogs.delete(language));
    catalogs.set(language, pending);
  }
  return pending;
}

let instance: i18n | undefined;

/** Loads the page language before hydration, so the first client render matches the server's text. */
export async function initClientI18n(language: Language): Promise<i18n> {
  let catalog: Catalog = {};
  try {
    catalog = await fetchCatalog(language);
  } catch (error) {
    // Keys stand in for texts rather than leaving the page without JavaScript.
    console.error(error);
  }
  instance = createI18n(language, { [language]: catalog });
  return instance;
}

/** Switches the client instance to `language`, downloading its catalog once (SPEC 2.2 language switch). */
export async function ensureLanguage(language: Language): Promise<void> {
  const current = instance;
  if (!current) {
    return;
  }
  if (!current.hasResourceBundle(language, "translation")) {
    current.addResourceBundle(language, "translation", await fetchCatalog(language));
  }
  if (current.language !== language) {
    await current.changeLanguage(language);
  }
}
