import type { AccountResponse } from "@cinelux/contract/account";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../../mocks/data/accounts";
import { crossFieldErrors } from "./profile-form-schema";
import { profileChanges, profileDefaultValues } from "./profile-form-values";

const account: AccountResponse = fakeAccount("registered");
const TODAY = "2026-05-04";

describe("the profile form's change set (SPEC 5 User save, SPEC 7 names)", () => {
  it("is empty for the values the form started from", () => {
    expect(profileChanges(account, profileDefaultValues(account, "FR"))).toEqual({});
  });

  it("ignores surrounding spaces the server would trim", () => {
    const values = { ...profileDefaultValues(account, "FR"), city: "  Paris " };
    expect(profileChanges(account, values)).toEqual({});
  });

  it("names each changed field as the server does", () => {
    const values = {
      ...profileDefaultValues(account, "FR"),
      gender: "mr" as const,
      firstName: "Camilla",
      birthDate: "1991-04-12",
      postalCode: "69002",
      addressComplement: "",
    };
    expect(profileChanges(account, values)).toEqual({
      salutation: "civ-mr",
      firstname: "Camilla",
      dateOfBirth: "1991-04-12",
      zipCode: "69002",
      addressComplement: null,
    });
  });

  it("reads civ-mm as ms, and an account without gender as none chosen", () => {
    expect(profileDefaultValues(account, "FR").gender).toBe("ms");
    expect(profileDefaultValues({ ...account, gender: null }, "FR").gender).toBe("");
    expect(profileDefaultValues({ ...account, country: null }, "NL").country).toBe("NL");
  });
});

describe("the profile form's cross-field rules", () => {
  const values = profileDefaultValues(account, "FR");

  it("accepts Camille's profile", () => {
    expect(crossFieldErrors(values, TODAY, 15)).toEqual({});
  });

  it.each([
    ["2026-05-05", "Profile.Validation.BirthDateFuture"],
    ["1899-12-31", "Validation.Date"],
    ["2011-05-05", "Validation.AgeRestriction"],
    ["2026-02-30", "Validation.Date"],
  ])("refuses the birth date %s", (birthDate, key) => {
    expect(crossFieldErrors({ ...values, birthDate }, TODAY, 15)).toEqual({ birthDate: key });
  });

  it("checks the postal code against the country, with an example when the country has a format", () => {
    expect(crossFieldErrors({ ...values, country: "NL" }, TODAY, 15)).toEqual({
      postalCode: "Profile.Validation.PostalCode",
    });
    expect(crossFieldErrors({ ...values, country: "NL", postalCode: "1012 AB" }, TODAY, 15)).toEqual({});
    expect(crossFieldErrors({ ...values, country: "US", postalCode: "!" }, TODAY, 15)).toEqual({
      postalCode: "Validation.PostalCode",
    });
  });
});
