import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@cinelux/contract/languages";

/** SPEC 2.2: customer-area paths begin with the {language} segment. */
export function languageFromPath(pathname: string): Language | undefined {
  const first = pathname.split("/")[1];
  return isLanguage(first) ? first : undefined;
}

/** SPEC 2.1: the page lang attribute follows the chosen language, default fr. */
export function pageLanguage(pathname: string): Language {
  return languageFromPath(pathname) ?? DEFAULT_LANGUAGE;
}
