import { ERROR_STATUS } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { FEELINGS_ERROR_KEYS, feelingsErrorKey } from "./ratings-errors";

describe("the feelings' coded refusals (STYLE.md 'Errors')", () => {
  it("gives every feelings code of the contract a sentence in fr, nl and en", () => {
    const codes = [
      "MISSING_PARAMETER",
      "CLIENT_ACCOUNT_NOT_FOUND",
      "FEELINGS_FULL",
      "MOVIE_TO_NOTE_NOT_FOUND",
    ];
    for (const code of codes) {
      expect(ERROR_STATUS, code).toHaveProperty(code);
      const key = (FEELINGS_ERROR_KEYS as Record<string, string>)[code];
      expect(key, code).toBeDefined();
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key as string], `${code} ${key}`).toBeTruthy();
      }
    }
  });

  it("reads the code, never the message", () => {
    expect(feelingsErrorKey(new ApiError(400, "MISSING_PARAMETER", "Missing parameter"))).toBe(
      "Feelings.Error.MissingParameter",
    );
    expect(feelingsErrorKey(new ApiError(500, "INTERNAL", "Missing parameter"))).toBeNull();
    expect(feelingsErrorKey(new Error("FEELINGS_FULL"))).toBeNull();
  });
});
