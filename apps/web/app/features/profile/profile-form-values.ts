import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import { type Gender, genderFromServer, genderToServer } from "@cinelux/contract/profile";
import { changedFields } from "../../lib/account/changed-fields";

type TextField =
  | "firstName"
  | "infixName"
  | "lastName"
  | "birthDate"
  | "homePhone"
  | "mobilePhone"
  | "address"
  | "addressComplement"
  | "postalCode"
  | "city"
  | "country";

/** What the inputs hold: text as typed ("" when empty), the gender as mr / ms / other (SPEC 3). */
export type ProfileFormValues = { gender: Gender | "" } & Record<TextField, string>;
export type ProfileField = keyof ProfileFormValues;

/** Form field (the account's own name, SPEC 3) -> PATCH /api/accounts/me name (SPEC 7), in form order. */
export const REQUEST_FIELDS = {
  gender: "salutation",
  firstName: "firstname",
  infixName: "infixname",
  lastName: "lastname",
  birthDate: "dateOfBirth",
  mobilePhone: "mobilePhone",
  homePhone: "homePhone",
  address: "address",
  addressComplement: "addressComplement",
  postalCode: "zipCode",
  city: "city",
  country: "country",
} as const satisfies Record<ProfileField, keyof UpdateAccountRequest>;

export const PROFILE_FIELDS = Object.keys(REQUEST_FIELDS) as ProfileField[];

/** May be left empty; an emptied one travels as null. */
export const OPTIONAL_FIELDS: ReadonlySet<ProfileField> = new Set([
  "infixName",
  "homePhone",
  "mobilePhone",
  "addressComplement",
]);

/** The form field a server error names by its request name ("zipCode" -> postalCode). */
export function formFieldOf(requestField: string): ProfileField | undefined {
  return PROFILE_FIELDS.find((field) => REQUEST_FIELDS[field] === requestField);
}

/** The form starts from what the account holds; a missing country is the domain's. */
export function profileDefaultValues(account: AccountResponse, defaultCountry: string): ProfileFormValues {
  return {
    gender: genderFromServer(account.gender),
    firstName: account.firstName ?? "",
    infixName: account.infixName ?? "",
    lastName: account.lastName ?? "",
    birthDate: account.birthDate ?? "",
    mobilePhone: account.mobilePhone ?? "",
    homePhone: account.homePhone ?? "",
    address: account.address ?? "",
    addressComplement: account.addressComplement ?? "",
    postalCode: account.postalCode ?? "",
    city: account.city ?? "",
    country: account.country ?? defaultCountry,
  };
}

type Comparable = string | null;

/** A form value as the server would store it: trimmed, an emptied optional field null, the gender civ-*. */
function requestValue(values: ProfileFormValues, field: ProfileField): Comparable {
  if (field === "gender") {
    return values.gender === "" ? null : genderToServer(values.gender);
  }
  const text = values[field].trim();
  return text === "" && OPTIONAL_FIELDS.has(field) ? null : text;
}

function asRequest(read: (field: ProfileField) => Comparable): Record<string, Comparable> {
  return Object.fromEntries(PROFILE_FIELDS.map((field) => [REQUEST_FIELDS[field], read(field)]));
}

/**
 * SPEC 5 "User save": only the fields that differ from the loaded account, under their server
 * names (SPEC 7). An empty result: nothing to save, and nothing is sent.
 */
export function profileChanges(account: AccountResponse, values: ProfileFormValues): UpdateAccountRequest {
  return changedFields(
    asRequest((field) => account[field] ?? null),
    asRequest((field) => requestValue(values, field)),
  ) as UpdateAccountRequest;
}
