import { readFileSync } from "node:fs";
import { FIELD_ERROR_CODES } from "@cinelux/contract/errors";
import { LANGUAGES, type Language } from "@cinelux/contract/languages";
import { describe, expect, it } from "vitest";
import { FIELD_ERROR_KEYS } from "./field-error-keys";

function readCatalog(language: Language): Record<string, unknown> {
  const url = new URL(`../../../public/assets/i18n/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, "utf8")) as Record<string, unknown>;
}

describe("FIELD_ERROR_KEYS (a message for every field code)", () => {
  it("has a key for every field code of the contract", () => {
    expect(Object.keys(FIELD_ERROR_KEYS).sort()).toEqual([...FIELD_ERROR_CODES].sort());
  });

  it.each(LANGUAGES)("%s translates every field code", (language) => {
    const catalog = readCatalog(language);
    const missing = FIELD_ERROR_CODES.filter((code) => {
      const text = catalog[FIELD_ERROR_KEYS[code]];
      return typeof text !== "string" || text.trim() === "";
    });
    expect(missing).toEqual([]);
  });
});
