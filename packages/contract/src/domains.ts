import type { Language } from "./languages.ts";

/** SPEC 1: a French and a Dutch domain; EUR; the French one is the fallback. */
export const DOMAINS = {
  fr: { id: "fr", host: "cinelux.fr", languages: ["fr", "en"], currency: "EUR" },
  nl: { id: "nl", host: "cinelux.nl", languages: ["nl", "en"], currency: "EUR" },
} as const satisfies Record<
  string,
  { id: string; host: string; languages: readonly Language[]; currency: "EUR" }
>;

export type DomainId = keyof typeof DOMAINS;
export type Domain = (typeof DOMAINS)[DomainId];

export const FALLBACK_DOMAIN: DomainId = "fr";

function hostname(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, "");
}

/** `cinelux.nl`, `www.cinelux.nl`, `preprod.cinelux.nl` and `nl.localhost` are Dutch; anything else French. */
export function domainFromHost(host: string | null | undefined): Domain {
  const name = hostname(host ?? "");
  if (name === "nl.localhost" || name === DOMAINS.nl.host || name.endsWith(`.${DOMAINS.nl.host}`)) {
    return DOMAINS.nl;
  }
  return DOMAINS[FALLBACK_DOMAIN];
}

export const ENVIRONMENTS = ["prod", "preprod", "staging", "uat", "dev"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** SPEC 1: the environment is derived from the host name; unknown public hosts are prod. */
export function environmentFromHost(host: string | null | undefined): Environment {
  const name = hostname(host ?? "");
  if (name === "localhost" || name.endsWith(".localhost") || name === "127.0.0.1" || name === "[::1]") {
    return "dev";
  }
  for (const env of ["preprod", "staging", "uat", "dev"] as const) {
    if (name.split(".").some((label) => label === env || label.startsWith(`${env}-`))) {
      return env;
    }
  }
  return "prod";
}
