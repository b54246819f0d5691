import { describe, expect, it } from "vitest";
import { switchLanguagePath } from "./switch-language";

describe("switchLanguagePath (SPEC 2.2 language switch)", () => {
  it.each([
    ["/fr", "en", "/en"],
    ["/fr/", "nl", "/nl/"],
    ["/fr/register?from=mail", "en", "/en/register?from=mail"],
    ["/nl/mail?a=1&b=2#resend", "en", "/en/mail?a=1&b=2#resend"],
    ["/en/unsubscribe/confirmation", "fr", "/fr/unsubscribe/confirmation"],
  ] as const)("rewrites the first segment of %s to %s and keeps the rest", (path, language, expected) => {
    expect(switchLanguagePath(path, language)).toBe(expected);
  });

  it("rewrites the language of a mobile-embedded path, keeping the m/ prefix", () => {
    expect(switchLanguagePath("/m/fr/friends?tab=received", "nl")).toBe("/m/nl/friends?tab=received");
  });

  it.each([
    ["/", "/nl"],
    ["/?promo=1", "/nl?promo=1"],
    ["/callback?code=x", "/nl?code=x"],
    ["/de/profile", "/nl"],
  ])("sends %s, which has no language, to the language home", (path, expected) => {
    expect(switchLanguagePath(path, "nl")).toBe(expected);
  });

  it("does not treat a later segment that looks like a language as the language", () => {
    expect(switchLanguagePath("/fr/en/fr", "nl")).toBe("/nl/en/fr");
  });
});
