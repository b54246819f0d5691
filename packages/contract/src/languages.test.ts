import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage } from "./languages.ts";

describe("the language an Accept-Language header asks for", () => {
  it.each([
    ["nl-BE,nl;q=0.9,en;q=0.8", "nl"],
    ["de-DE, en;q=0.5, nl-BE;q=0.8", "nl"],
    ["en-GB", "en"],
    ["fr;q=0.2, en;q=0.2", "fr"],
    ["nl;q=0, en", "en"],
    ["*", undefined],
    ["de, es", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("reads %j as %s (q-order, a region is its language, q=0 refuses)", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});
