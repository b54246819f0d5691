import { readFileSync } from "node:fs";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { describe, expect, it } from "vitest";

// DESIGN.md "i18n": every key exists in fr, nl and en, with a real text.
function readCatalog(language: Language): Record<string, unknown> {
  const url = new URL(`../../../public/assets/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;
}

const catalogs = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalog(language)])) as Record<
  Language,
  Record<string, unknown>
>;
const allKeys = [...new Set(LANGUAGES.flatMap((language) => Object.keys(catalogs[language])))].sort();

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

describe("translation catalogs", () => {
  it("holds at least the shell's keys", () => {
    expect(allKeys).toEqual(expect.arrayContaining(["Title.Home", "Auth.SignOut", "NotFound.Title"]));
  });

  it.each(LANGUAGES)("%s has every key of the other languages", (language) => {
    const missing = allKeys.filter((key) => !(key in catalogs[language]));
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)("%s has a non-empty text for every key", (language) => {
    const empty = Object.entries(catalogs[language])
      .filter(([, value]) => typeof value !== "string" || value.trim() === "")
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("uses the same placeholders in every language", () => {
    const mismatched = allKeys.filter((key) => {
      const [first, ...others] = LANGUAGES.map((language) =>
        placeholders(String(catalogs[language][key] ?? "")),
      );
      return others.some((other) => other.join() !== first?.join());
    });
    expect(mismatched).toEqual([]);
  });
});
