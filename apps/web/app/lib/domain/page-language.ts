import type { Domain } from "@cinelux/contract/domains";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { EMBEDDED_PREFIX } from "../routing/embedded";
import { STAFF_PREFIX } from "../routing/staff";
import { currentDomain } from "./current-domain";

/**
 * SPEC 2.2: customer-area paths begin with the {language} segment; the mobile-embedded variants
 * (`m/{language}/...`) and the staff's pages (`staff/{language}/...`) carry it second.
 */
export function languageSegmentIndex(segments: readonly string[]): number | undefined {
  if (isLanguage(segments[1])) {
    return 1;
  }
  if ((segments[1] === EMBEDDED_PREFIX || segments[1] === STAFF_PREFIX) && isLanguage(segments[2])) {
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

/**
 * SPEC 2.1: the page lang attribute follows the chosen language. A page outside any {language}
 * (the not-found page, /callback) is in the domain's first language: fr on the French domain (the
 * SPEC's default), nl on the Dutch one. The domain is the one serving the page unless given.
 */
export function pageLanguage(pathname: string, domain: Domain = currentDomain()): Language {
  return languageFromPath(pathname) ?? domain.languages[0];
}
