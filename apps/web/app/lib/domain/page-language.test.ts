import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { provideRequestDomainSource } from "./current-domain";
import { languageFromPath, pageLanguage } from "./page-language";

describe("page language (SPEC 2.1)", () => {
  it.each([
    ["/nl", "nl"],
    ["/en/register", "en"],
    ["/fr/", "fr"],
  ])("follows the first segment of %s", (path, language) => {
    expect(pageLanguage(path)).toBe(language);
  });

  it.each(["/", "/callback", "/de/profile", "/frx"])(
    "defaults to fr (the French domain's first language) on %s",
    (path) => {
      expect(languageFromPath(path)).toBeUndefined();
      expect(pageLanguage(path)).toBe("fr");
    },
  );
});

describe("page language of mobile-embedded paths (SPEC 2.2 m/{language})", () => {
  it.each([
    ["/m/nl", "nl"],
    ["/m/en/friends", "en"],
  ])("reads the language after m/ in %s", (path, language) => {
    expect(pageLanguage(path)).toBe(language);
  });

  it("defaults to fr for m/ without a language", () => {
    expect(languageFromPath("/m/de/friends")).toBeUndefined();
  });
});

describe("page language outside any {language} (SPEC 2.1)", () => {
  it.each(["/", "/callback", "/de/profile", "/404"])("is nl on the Dutch domain for %s", (path) => {
    expect(pageLanguage(path, DOMAINS.nl)).toBe("nl");
  });

  it("follows the path's language on any domain", () => {
    expect(pageLanguage("/en/register", DOMAINS.nl)).toBe("en");
  });

  it("takes the domain of the page being served when none is given", () => {
    provideRequestDomainSource(() => DOMAINS.nl);
    try {
      expect(pageLanguage("/xx")).toBe("nl");
    } finally {
      provideRequestDomainSource(undefined);
    }
    expect(pageLanguage("/xx")).toBe("fr");
  });
});
