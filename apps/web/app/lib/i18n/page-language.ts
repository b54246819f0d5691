import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@cinelux/contract/languages";
import { EMBEDDED_PREFIX } from "../routing/embedded";

/**
 * SPEC 2.2: customer-area paths begin with the {language} segment; the mobile-embedded variants
 * (`m/{language}/...`) carry it second.
 */
export function languageSegmentIndex(segments: readonly string[]): number | undefined {
  if (isLanguage(segments[1])) {
    return 1;
  }
  if (segments[1] === EMBEDDED_PREFIX && isLanguage(segments[2])) {
    return 2;
  }
  return undefined;
}

export function languageFromPath(pathname: string): Language | undefined {
  const segments = pathname.split("/");
  const index = languageSegmentIndex(segments);
  const segment = index === undefined ? undefined : segments[index];
  return isLanguage(segment) ? segment : undefined;
}

/** SPEC 2.1: the page lang attribute follows the chosen language, default fr. */
export function pageLanguage(pathname: string): Language {
  return languageFromPath(pathname) ?? DEFAULT_LANGUAGE;
}
