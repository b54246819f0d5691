import { DOMAINS, type Domain, domainFromHost, FALLBACK_DOMAIN } from "@cinelux/contract/domains";

type DomainSource = () => Domain | undefined;

let requestDomain: DomainSource = () => undefined;

/**
 * Server only (`request-domain.server.ts`): where the domain of the request being rendered is kept.
 * Tests may hand one in too; `undefined` restores the default.
 */
export function provideRequestDomainSource(source: DomainSource | undefined): void {
  requestDomain = source ?? (() => undefined);
}

/**
 * The domain serving this page (SPEC 1): on the server the request's (its Host header), in the
 * browser the address bar's. Anything unknown is the fallback (French) domain.
 */
export function currentDomain(): Domain {
  const domain = requestDomain();
  if (domain) {
    return domain;
  }
  return typeof window === "undefined" ? DOMAINS[FALLBACK_DOMAIN] : domainFromHost(window.location.host);
}
