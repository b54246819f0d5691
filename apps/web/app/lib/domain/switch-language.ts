import type { Language } from "@cinelux/contract/languages";
import { paths } from "../routing/paths";
import { languageSegmentIndex } from "./page-language";

/**
 * SPEC 2.2: switching language rewrites the {language} segment and keeps the rest of the path,
 * the query and the hash (`/fr/register?from=mail` -> `/en/register?from=mail`). A path without a
 * language (`/`, `/callback`, an unknown page) goes to the language's home, query kept.
 */
export function switchLanguagePath(pathAndSearch: string, language: Language): string {
  const url = new URL(pathAndSearch, "https://switch.invalid");
  const segments = url.pathname.split("/");
  const index = languageSegmentIndex(segments);
  const pathname = index === undefined ? paths.home(language) : segments.with(index, language).join("/");
  return `${pathname}${url.search}${url.hash}`;
}
