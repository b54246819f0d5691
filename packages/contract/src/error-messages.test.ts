import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, fixedErrorMessage, isFixedMessageErrorCode } from "./error-messages.ts";
import { ERROR_STATUS, type ErrorCode } from "./errors.ts";
import { LANGUAGES } from "./languages.ts";

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** A message's text: a function is called with a figure per parameter, which its words must show. */
function wordsOf(message: unknown): { text: string; figures: string[] } {
  if (typeof message === "function") {
    const figures = Array.from({ length: message.length }, (_, index) => `${7 + index}`);
    return { text: String(message(...figures)), figures };
  }
  return { text: typeof message === "string" ? message : "", figures: [] };
}

/** Every situation's message, by its path in `when` ("addingCard.PASS_CARD_NOT_FOUND"). */
function situations(when: object, prefix = ""): [string, unknown][] {
  return Object.entries(when).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? situations(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe("every coded error's message in every language (SPEC 8)", () => {
  it.each(CODES.flatMap((code) => LANGUAGES.map((language) => ({ code, language }))))(
    "has $code in $language",
    ({ code, language }) => {
      const { text, figures } = wordsOf(ERROR_MESSAGES[language][code]);
      expect(text.trim()).not.toBe("");
      for (const figure of figures) {
        expect(text).toContain(figure);
      }
    },
  );

  it.each(LANGUAGES)("has every situation of the English table in %s", (language) => {
    const english = situations(ERROR_MESSAGES.en.when);
    const translated = new Map(situations(ERROR_MESSAGES[language].when));
    expect([...translated.keys()]).toEqual(english.map(([path]) => path));
    for (const [path, message] of translated) {
      const { text, figures } = wordsOf(message);
      expect(text.trim(), path).not.toBe("");
      for (const figure of figures) {
        expect(text, path).toContain(figure);
      }
    }
  });

  it.each(["fr", "nl"] as const)("writes %s, not English copied", (language) => {
    const copied = [
      ...CODES.map((code) => [code, ERROR_MESSAGES[language][code], ERROR_MESSAGES.en[code]] as const),
      ...situations(ERROR_MESSAGES[language].when).map(
        ([path, message], index) => [path, message, situations(ERROR_MESSAGES.en.when)[index]?.[1]] as const,
      ),
    ]
      .filter(([, message, english]) => wordsOf(message).text === wordsOf(english).text)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });

  it("names the mobile key header the mobile catalog wants, in every language", () => {
    for (const language of LANGUAGES) {
      expect(ERROR_MESSAGES[language].MOBILE_KEY_REQUIRED).toContain("x-lcpg-mobile-key");
    }
  });

  it("gives a code known only at run time its fixed words, and CONFLICT's to a code that names a figure", () => {
    expect(fixedErrorMessage(ERROR_MESSAGES.nl, "SUBSCRIPTION_NO_PENDING_PAUSE")).toBe(
      ERROR_MESSAGES.nl.SUBSCRIPTION_NO_PENDING_PAUSE,
    );
    expect(fixedErrorMessage(ERROR_MESSAGES.fr, "FEELINGS_FULL")).toBe(ERROR_MESSAGES.fr.CONFLICT);
    expect(isFixedMessageErrorCode("RATE_LIMITED")).toBe(false);
    expect(isFixedMessageErrorCode("FRIEND_SELF")).toBe(true);
  });
});
