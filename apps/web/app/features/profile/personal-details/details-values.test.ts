import type { AccountResponse } from "@cinelux/contract/account";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../../../mocks/data/accounts";
import {
  type DetailsFormValues,
  detailsChanges,
  detailsDefaultValues,
  PROFILE_DETAILS,
  REGISTRATION_DETAILS,
} from "./details-values";

describe("the profile form's change set (SPEC 5 User save, SPEC 7 names)", () => {
  const account: AccountResponse = fakeAccount("registered");

  it("is empty for the values the form started from", () => {
    expect(detailsChanges(PROFILE_DETAILS, account, detailsDefaultValues(account, "FR"))).toEqual({});
  });

  it("ignores surrounding spaces the server would trim", () => {
    const values = { ...detailsDefaultValues(account, "FR"), city: "  Paris " };
    expect(detailsChanges(PROFILE_DETAILS, account, values)).toEqual({});
  });

  it("names each changed field as the server does", () => {
    const values = {
      ...detailsDefaultValues(account, "FR"),
      gender: "mr" as const,
      firstName: "Camilla",
      birthDate: "1991-04-12",
      postalCode: "69002",
      addressComplement: "",
    };
    expect(detailsChanges(PROFILE_DETAILS, account, values)).toEqual({
      salutation: "civ-mr",
      firstname: "Camilla",
      dateOfBirth: "1991-04-12",
      zipCode: "69002",
      addressComplement: null,
    });
  });

  it("reads civ-mm as ms, and an account without gender as none chosen", () => {
    expect(detailsDefaultValues(account, "FR").gender).toBe("ms");
    expect(detailsDefaultValues({ ...account, gender: null }, "FR").gender).toBe("");
    expect(detailsDefaultValues({ ...account, country: null }, "NL").country).toBe("NL");
  });

  it("never sends the opt-ins or loyalty, which the profile's form does not show", () => {
    const values = { ...detailsDefaultValues(account, "FR"), hasLoyalty: !account.hasLoyalty };
    expect(detailsChanges(PROFILE_DETAILS, account, values)).toEqual({});
  });
});

describe("the registration form's change set (SPEC 5 User save: only changed fields travel)", () => {
  const account: AccountResponse = { ...fakeAccount("registered"), registered: false };

  function values(overrides: Partial<DetailsFormValues> = {}): DetailsFormValues {
    return { ...detailsDefaultValues(account, "FR"), ...overrides };
  }

  it("is empty when nothing differs from the loaded account", () => {
    expect(detailsChanges(REGISTRATION_DETAILS, account, values())).toEqual({});
  });

  it("sends only the changed field, under its server name", () => {
    expect(
      detailsChanges(REGISTRATION_DETAILS, account, values({ city: "Lyon", postalCode: "69002" })),
    ).toEqual({
      city: "Lyon",
      zipCode: "69002",
    });
  });

  it("maps the gender to the server's civ- values", () => {
    expect(detailsChanges(REGISTRATION_DETAILS, account, values({ gender: "mr" }))).toEqual({
      salutation: "civ-mr",
    });
    expect(detailsChanges(REGISTRATION_DETAILS, account, values({ gender: "other" }))).toEqual({
      salutation: "civ-other",
    });
  });

  it("ignores spaces around an unchanged value", () => {
    expect(detailsChanges(REGISTRATION_DETAILS, account, values({ firstName: "  Camille " }))).toEqual({});
  });

  it("sends an emptied optional field as null", () => {
    expect(
      detailsChanges(REGISTRATION_DETAILS, account, values({ addressComplement: " ", mobilePhone: "" })),
    ).toEqual({
      addressComplement: null,
      mobilePhone: null,
    });
  });

  it("does not send an optional field that stays empty", () => {
    expect(account.homePhone).toBeNull();
    expect(detailsChanges(REGISTRATION_DETAILS, account, values({ homePhone: "" }))).toEqual({});
  });

  it("sends changed opt-ins and loyalty as booleans", () => {
    expect(
      detailsChanges(
        REGISTRATION_DETAILS,
        account,
        values({ optinCommunicationCinelux: true, hasLoyalty: false, mailCommunicationCinelux: true }),
      ),
    ).toEqual({ optinCommunicationCinelux: true, hasLoyalty: false });
  });

  it("fills every field of a customer fresh from sign-up", () => {
    const fresh = fakeAccount("unregistered");
    const changes = detailsChanges(REGISTRATION_DETAILS, fresh, {
      ...detailsDefaultValues(fresh, "NL"),
      gender: "ms",
      firstName: "Sanne",
      infixName: "van",
      lastName: "Dijk",
      birthDate: "1995-06-01",
      address: "Damrak 1",
      postalCode: "1012 LG",
      city: "Amsterdam",
    });
    expect(changes).toEqual({
      salutation: "civ-mm",
      firstname: "Sanne",
      infixname: "van",
      lastname: "Dijk",
      dateOfBirth: "1995-06-01",
      address: "Damrak 1",
      zipCode: "1012 LG",
      city: "Amsterdam",
      country: "NL",
    });
  });
});

describe("detailsDefaultValues", () => {
  it("preselects the domain's country when the account has none", () => {
    const account: AccountResponse = { ...fakeAccount("registered"), registered: false };
    expect(detailsDefaultValues(fakeAccount("unregistered"), "NL").country).toBe("NL");
    expect(detailsDefaultValues(account, "NL").country).toBe("FR");
  });
});
