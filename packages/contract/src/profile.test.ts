import { describe, expect, it } from "vitest";
import {
  CARD_ICONS,
  cardExpiryMonthYear,
  cardIconOf,
  exportFileName,
  GENDERS,
  genderFromServer,
  genderToServer,
  isValidPostalCode,
  POSTAL_CODE_RULES,
  PROFILE_COUNTRIES,
} from "./profile.ts";

describe("profile rules (docs/profile.md)", () => {
  it("maps gender mr/ms/other to civ-mr/civ-mm/civ-other and back (SPEC 3)", () => {
    expect(GENDERS.map(genderToServer)).toEqual(["civ-mr", "civ-mm", "civ-other"]);
    expect(["civ-mr", "civ-mm", "civ-other"].map(genderFromServer)).toEqual(["mr", "ms", "other"]);
    expect(genderFromServer(null)).toBe("");
    expect(genderFromServer("civ-unknown")).toBe("");
  });

  it("keeps the five card icons and defaults anything else to cb (SPEC 9)", () => {
    for (const icon of CARD_ICONS) {
      expect(cardIconOf(icon)).toBe(icon);
    }
    expect(cardIconOf("diners")).toBe("cb");
    expect(cardIconOf(null)).toBe("cb");
  });

  it("shows a card's expiry as MM/YY (SPEC 3)", () => {
    expect(cardExpiryMonthYear("09/28")).toBe("09/28");
    expect(cardExpiryMonthYear("2028-09-30")).toBe("09/28");
    expect(cardExpiryMonthYear("2031-01")).toBe("01/31");
    expect(cardExpiryMonthYear("9/2030")).toBe("09/30");
    expect(cardExpiryMonthYear("soon")).toBe("soon");
  });

  it.each([
    ["FR", "75011", true],
    ["FR", "7501", false],
    ["FR", "1012 AB", false],
    ["NL", "1012 AB", true],
    ["NL", "1012ab", true],
    ["NL", "0123 AB", false],
    ["NL", "75011", false],
    ["BE", "1000", true],
    ["BE", "75011", false],
    ["LU", "L-1611", true],
    ["MC", "98000", true],
    ["MC", "75011", false],
    ["PT", "1100-148", true],
    ["GB", "SW1A 1AA", true],
    ["IE", "D02 X285", true],
    ["ES", "53001", false],
    ["US", "94103", true],
    ["US", "!", false],
  ] as const)("postal code for %s: %s is %s", (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it("accepts each country's own example and ignores surrounding spaces", () => {
    for (const country of PROFILE_COUNTRIES) {
      expect(isValidPostalCode(country, ` ${POSTAL_CODE_RULES[country].example} `)).toBe(true);
    }
  });

  it("names the export file by date", () => {
    expect(exportFileName("2026-05-04")).toBe("cinelux-my-data-2026-05-04.json");
  });
});
