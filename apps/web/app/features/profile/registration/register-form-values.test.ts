import type { AccountResponse } from "@cinelux/contract/account";
import { describe, expect, it } from "vitest";
import { fakeAccount } from "../../../mocks/data/accounts";
import { type RegisterFormValues, registerChanges, registerDefaultValues } from "./register-form-values";

const account: AccountResponse = { ...fakeAccount("registered"), registered: false };

function values(overrides: Partial<RegisterFormValues> = {}): RegisterFormValues {
  return { ...registerDefaultValues(account, "FR"), ...overrides };
}

describe("registerChanges (SPEC 5 User save: only changed fields travel)", () => {
  it("is empty when nothing differs from the loaded account", () => {
    expect(registerChanges(account, values())).toEqual({});
  });

  it("sends only the changed field, under its server name", () => {
    expect(registerChanges(account, values({ city: "Lyon", postalCode: "69002" }))).toEqual({
      city: "Lyon",
      zipCode: "69002",
    });
  });

  it("maps the gender to the server's civ- values", () => {
    expect(registerChanges(account, values({ gender: "mr" }))).toEqual({ salutation: "civ-mr" });
    expect(registerChanges(account, values({ gender: "other" }))).toEqual({ salutation: "civ-other" });
  });

  it("ignores spaces around an unchanged value", () => {
    expect(registerChanges(account, values({ firstName: "  Camille " }))).toEqual({});
  });

  it("sends an emptied optional field as null", () => {
    expect(registerChanges(account, values({ addressComplement: " ", mobilePhone: "" }))).toEqual({
      addressComplement: null,
      mobilePhone: null,
    });
  });

  it("does not send an optional field that stays empty", () => {
    expect(account.homePhone).toBeNull();
    expect(registerChanges(account, values({ homePhone: "" }))).toEqual({});
  });

  it("sends changed opt-ins and loyalty as booleans", () => {
    expect(
      registerChanges(
        account,
        values({ optinCommunicationCinelux: true, hasLoyalty: false, mailCommunicationCinelux: true }),
      ),
    ).toEqual({ optinCommunicationCinelux: true, hasLoyalty: false });
  });

  it("fills every field of a customer fresh from sign-up", () => {
    const fresh = fakeAccount("unregistered");
    const changes = registerChanges(fresh, {
      ...registerDefaultValues(fresh, "NL"),
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

describe("registerDefaultValues", () => {
  it("preselects the domain's country when the account has none", () => {
    expect(registerDefaultValues(fakeAccount("unregistered"), "NL").country).toBe("NL");
    expect(registerDefaultValues(account, "NL").country).toBe("FR");
  });
});
