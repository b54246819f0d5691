import type { Language } from "@cinelux/contract/languages";
import { type Catalog, createTranslator, type I18n } from "./create-i18n";

declare const __CATALOG_VERSION__: string;

/** SPEC 7: catalogs are served at /assets/i18n/{lang}.json; the version defeats immutable caching. */
export function catalogUrl(language: Language): string {
  return `/assets/i18n/${language}.json?v=${__CATALOG_VERSION__}`;
}

const catalogs = new Map<Language, Promise<Catalog>>();

function fetchCatalog(language: Language): Promise<Catalog> {
  let pending = catalogs.get(language);
  if (!pending) {
    // The same request as the root layout's <link rel="preload" as="fetch" crossorigin="anonymous">,
    // so the first one reuses the download that started with the HTML.
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

// The browser's current texts once initClientI18n ran; the client root (entry.client.tsx)
// subscribes to them.
const NOT_STARTED: I18n = createTranslator("fr", {});
let current: I18n | undefined;
let wanted: Language | undefined;
const listeners = new Set<() => void>();

export function clientI18n(): I18n {
  return current ?? NOT_STARTED;
}

export function subscribeClientI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(next: I18n): I18n {
  current = next;
  for (const listener of listeners) {
    listener();
  }
  return next;
}

/** Loads the page language before hydration, so the first client render matches the server's text. */
export async function initClientI18n(language: Language): Promise<I18n> {
  let catalog: Catalog = {};
  try {
    catalog = await fetchCatalog(language);
  } catch (error) {
    // Keys stand in for texts rather than leaving the page without JavaScript.
    console.error(error);
  }
  wanted = language;
  return show(createTranslator(language, catalog));
}

/** Switches the client texts to `language`, downloading its catalog once (SPEC 2.2 language switch). */
export async function ensureLanguage(language: Language): Promise<void> {
  // Before the client texts exist (component tests render with their own provider) there is
  // nothing to switch.
  if (!current) {
    return;
  }
  wanted = language;
  if (current.language === language) {
    return;
  }
  const catalog = await fetchCatalog(language);
  // A later switch wins over this one if it asked while this catalog downloaded.
  if (wanted === language && current?.language !== language) {
    show(createTranslator(language, catalog));
  }
}
