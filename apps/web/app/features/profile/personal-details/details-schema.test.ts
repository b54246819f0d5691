import type { AccountResponse } from "@cinelux/contract/account";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../../../mocks/data/accounts";
import { crossFieldErrors } from "./details-schema";
import { detailsDefaultValues, PROFILE_DETAILS, REGISTRATION_DETAILS } from "./details-values";

const account: AccountResponse = fakeAccount("registered");
const TODAY = "2026-05-04";

describe("the profile form's cross-field rules", () => {
  const values = detailsDefaultValues(account, "FR");

  it("accepts Camille's profile", () => {
    expect(crossFieldErrors(PROFILE_DETAILS, values, TODAY, 15)).toEqual({});
  });

  it.each([
    ["2026-05-05", "Profile.Validation.BirthDateFuture"],
    ["1899-12-31", "Validation.Date"],
    ["2011-05-05", "Validation.AgeRestriction"],
    ["2026-02-30", "Validation.Date"],
  ])("refuses the birth date %s", (birthDate, key) => {
    expect(crossFieldErrors(PROFILE_DETAILS, { ...values, birthDate }, TODAY, 15)).toEqual({
      birthDate: key,
    });
  });

  it("checks the postal code against the country, with an example when the country has a format", () => {
    expect(crossFieldErrors(PROFILE_DETAILS, { ...values, country: "NL" }, TODAY, 15)).toEqual({
      postalCode: "Profile.Validation.PostalCode",
    });
    expect(
      crossFieldErrors(PROFILE_DETAILS, { ...values, country: "NL", postalCode: "1012 AB" }, TODAY, 15),
    ).toEqual({});
    expect(
      crossFieldErrors(PROFILE_DETAILS, { ...values, country: "US", postalCode: "!" }, TODAY, 15),
    ).toEqual({
      postalCode: "Validation.PostalCode",
    });
  });
});

describe("the registration form's cross-field rules", () => {
  const values = detailsDefaultValues(account, "FR");

  it.each([
    // Born after today is one more way of being too young.
    ["2026-05-05", "Validation.AgeRestriction"],
    ["1899-12-31", "Validation.Date"],
    ["2011-05-05", "Validation.AgeRestriction"],
  ])("refuses the birth date %s", (birthDate, key) => {
    expect(crossFieldErrors(REGISTRATION_DETAILS, { ...values, birthDate }, TODAY, 15)).toEqual({
      birthDate: key,
    });
  });

  it("refuses a postal code of another country's form with the generic message", () => {
    expect(crossFieldErrors(REGISTRATION_DETAILS, { ...values, country: "NL" }, TODAY, 15)).toEqual({
      postalCode: "Validation.PostalCode",
    });
  });
});
