import type { Domain } from "@cinelux/contract/domains";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { data, redirect } from "react-router";
import { domainLanguagePath } from "./domain-language";

/** A {language} segment that is not fr, nl or en is a page that does not exist (SPEC 2.2). */
export function requireLanguage(segment: string | undefined): Language {
  if (!isLanguage(segment)) {
    throw data(null, { status: 404 });
  }
  return segment;
}

/**
 * A {language} segment of the page at `url` on `domain`: unknown, a 404; a language the domain does
 * not offer (fr on the Dutch domain), a redirect to the same page in the domain's first language.
 */
export function requireDomainLanguage(segment: string | undefined, domain: Domain, url: URL): Language {
  const language = requireLanguage(segment);
  const path = domainLanguagePath(domain, language, url);
  if (path !== undefined) {
    throw redirect(path);
  }
  return language;
}
