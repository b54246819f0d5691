import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { domainLanguagePath, requestDomain } from "./domain-language";

describe("domainLanguagePath (a language the domain does not offer)", () => {
  it.each([
    ["/fr", "/nl"],
    ["/fr/advantages?from=mail#top", "/nl/advantages?from=mail#top"],
    ["/m/fr/friends", "/m/nl/friends"],
  ])("sends %s on the Dutch domain to %s", (path, target) => {
    expect(domainLanguagePath(DOMAINS.nl, "fr", new URL(path, "http://nl.localhost"))).toBe(target);
  });

  it("sends nl on the French domain to fr", () => {
    expect(domainLanguagePath(DOMAINS.fr, "nl", new URL("/nl/register", "http://localhost"))).toBe(
      "/fr/register",
    );
  });

  it.each([
    ["nl", "nl"],
    ["nl", "en"],
    ["fr", "fr"],
    ["fr", "en"],
  ] as const)("keeps %s pages in %s", (domain, language) => {
    expect(
      domainLanguagePath(DOMAINS[domain], language, new URL(`/${language}`, "http://x")),
    ).toBeUndefined();
  });
});

describe("requestDomain", () => {
  it("reads the Host header", () => {
    const request = new Request("http://127.0.0.1:3000/fr", { headers: { host: "nl.localhost:3000" } });
    expect(requestDomain(request).id).toBe("nl");
    expect(requestDomain(new Request("http://localhost:3000/fr")).id).toBe("fr");
  });
});
