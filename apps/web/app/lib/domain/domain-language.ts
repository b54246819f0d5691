import { type Domain, domainFromHost } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { switchLanguagePath } from "./switch-language";

/**
 * SPEC 2.2 {language} and m/{language}: a language the domain does not offer (fr on the Dutch
 * domain) is the same page in the domain's first language: `/fr/advantages?x=1` on nl.localhost
 * -> `/nl/advantages?x=1`. Undefined when the domain offers `language`.
 */
export function domainLanguagePath(domain: Domain, language: Language, url: URL): string | undefined {
  if ((domain.languages as readonly Language[]).includes(language)) {
    return undefined;
  }
  return switchLanguagePath(`${url.pathname}${url.search}${url.hash}`, domain.languages[0]);
}

/** The domain of a request, from its Host header (the API serves the settings by it too). */
export function requestDomain(request: Request): Domain {
  return domainFromHost(request.headers.get("host") ?? new URL(request.url).host);
}
