import { describe, expect, it } from "vitest";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { ApiError } from "../../lib/api/api-error";
import { MESSAGES_ERROR_KEYS, messagesErrorKey } from "./messages-errors";

describe("a case's coded refusals (STYLE.md 'Errors')", () => {
  it("gives each code a reply or a close can meet a sentence in fr, nl and en", () => {
    expect(Object.keys(MESSAGES_ERROR_KEYS)).toEqual([
      "CASE_CLOSED",
      "CASE_NOT_FOUND",
      "RATE_LIMITED",
      "BAD_REQUEST",
    ]);
    for (const key of Object.values(MESSAGES_ERROR_KEYS)) {
      for (const catalog of [fr, nl, en] as Record<string, string>[]) {
        expect(catalog[key], key).toBeTruthy();
      }
    }
  });

  it("reads the code, never the message", () => {
    expect(messagesErrorKey(new ApiError(409, "CASE_CLOSED", "whatever"))).toBe("Messages.Error.Closed");
    expect(messagesErrorKey(new ApiError(500, "INTERNAL", "CASE_CLOSED"))).toBeNull();
    expect(messagesErrorKey(new Error("CASE_CLOSED"))).toBeNull();
  });
});
