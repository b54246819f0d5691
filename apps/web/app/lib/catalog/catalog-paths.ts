import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { type CatalogPage, type CatalogSlugPage, catalogRouteKey } from "./catalog-url";

/**
 * The catalog's path table (docs/decisions/007) as the server and routes.ts read it: the translated
 * `Routes.Catalog.*` keys of the three catalogs. Server and build only: it embeds the catalogs, so
 * no browser module imports it (a page hands its alternate paths to the browser in loader data).
 */
const CATALOGS: Record<Language, Record<string, string>> = { fr, nl, en };

/** `films/{{slug}}` for ("fr", "Show"); throws on a missing key so a typo fails the build. */
export function catalogPathTemplate(language: Language, page: CatalogPage | CatalogSlugPage): string {
  const template = CATALOGS[language][catalogRouteKey(page)];
  if (!template) {
    throw new Error(`No ${catalogRouteKey(page)} in the ${language} catalog`);
  }
  return template.replace(/^\/+|\/+$/g, "");
}

/** The React Router pattern below `:language` (`films/:slug`; "" for the home). */
export function catalogRoutePattern(language: Language, page: CatalogPage | CatalogSlugPage): string {
  return catalogPathTemplate(language, page).replace(/\{\{(\w+)\}\}/g, ":$1");
}

/** The distinct patterns of a page over the three languages (fr and nl share `films/:slug`). */
export function catalogRoutePatterns(page: CatalogPage | CatalogSlugPage): string[] {
  return [...new Set(LANGUAGES.map((language) => catalogRoutePattern(language, page)))];
}

/**
 * The site path of a catalog page: `/fr/films/metropolis`, `/en/events/swan-lake`, `/nl` for the home.
 * The one parameter fills the page's placeholder, whatever its name (`{{slug}}`, `{{session}}`).
 */
export function catalogPath(language: Language, page: CatalogPage | CatalogSlugPage, slug?: string): string {
  const path = catalogPathTemplate(language, page).replace(/\{\{\w+\}\}/g, encodeURIComponent(slug ?? ""));
  return path ? `/${language}/${path}` : `/${language}`;
}

/** The same page in every language: what the language switch and `hreflang` use. */
export function catalogAlternatePaths(
  page: CatalogPage | CatalogSlugPage,
  slug?: string,
): Record<Language, string> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, catalogPath(language, page, slug)]),
  ) as Record<Language, string>;
}
