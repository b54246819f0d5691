import { describe, expect, it } from "vitest";
import { languageFromPath, pageLanguage } from "./page-language";

describe("page language (SPEC 2.1)", () => {
  it.each([
    ["/nl", "nl"],
    ["/en/register", "en"],
    ["/fr/", "fr"],
  ])("follows the first segment of %s", (path, language) => {
    expect(pageLanguage(path)).toBe(language);
  });

  it.each(["/", "/callback", "/de/profile", "/frx"])("defaults to fr on %s", (path) => {
    expect(languageFromPath(path)).toBeUndefined();
    expect(pageLanguage(path)).toBe("fr");
  });
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
