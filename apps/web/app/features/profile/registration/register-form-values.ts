import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { type Gender, genderFromServer, genderToServer } from "@cinelux/contract/profile";
import { changedFields } from "../../../lib/account/changed-fields";

// SPEC 3: gender mr / ms / other in the form, civ-* on the wire (the contract's mapping, the profile's too).
export { GENDERS, type Gender } from "@cinelux/contract/profile";

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
type CheckboxField = typeof MAIL_OPTIN_FIELD | typeof GENERAL_OPTIN_FIELD | "hasLoyalty";

/** What the inputs hold: text as typed ("" when empty), checkboxes as booleans. */
export type RegisterFormValues = { gender: Gender | "" } & Record<TextField, string> &
  Record<CheckboxField, boolean>;
export type RegisterField = keyof RegisterFormValues;
type RequestField = Exclude<keyof UpdateAccountRequest, "registered" | "interest">;

/** Form field -> PATCH /api/accounts/me name (SPEC 7), in the order the form shows them. */
export const REQUEST_FIELDS = {
  gender: "salutation",
  firstName: "firstname",
  infixName: "infixname",
  lastName: "lastname",
  birthDate: "dateOfBirth",
  homePhone: "homePhone",
  mobilePhone: "mobilePhone",
  address: "address",
  addressComplement: "addressComplement",
  postalCode: "zipCode",
  city: "city",
  country: "country",
  [MAIL_OPTIN_FIELD]: MAIL_OPTIN_FIELD,
  [GENERAL_OPTIN_FIELD]: GENERAL_OPTIN_FIELD,
  hasLoyalty: "hasLoyalty",
} as const satisfies Record<RegisterField, RequestField>;

export const FORM_FIELDS = Object.keys(REQUEST_FIELDS) as RegisterField[];

/** Optional everywhere (SPEC 2.2 register); an emptied one travels as null. */
export const OPTIONAL_FIELDS = new Set<RegisterField>([
  "infixName",
  "homePhone",
  "mobilePhone",
  "addressComplement",
]);

export function formFieldOf(requestField: string): RegisterField | undefined {
  return FORM_FIELDS.find((field) => REQUEST_FIELDS[field] === requestField);
}

/** The form starts from what the account already holds; the country defaults to the domain's. */
export function registerDefaultValues(account: AccountResponse, defaultCountry: string): RegisterFormValues {
  return {
    gender: genderFromServer(account.gender),
    firstName: account.firstName ?? "",
    infixName: account.infixName ?? "",
    lastName: account.lastName ?? "",
    birthDate: account.birthDate ?? "",
    homePhone: account.homePhone ?? "",
    mobilePhone: account.mobilePhone ?? "",
    address: account.address ?? "",
    addressComplement: account.addressComplement ?? "",
    postalCode: account.postalCode ?? "",
    city: account.city ?? "",
    country: account.country ?? defaultCountry,
    [MAIL_OPTIN_FIELD]: account[MAIL_OPTIN_FIELD],
    [GENERAL_OPTIN_FIELD]: account[GENERAL_OPTIN_FIELD],
    hasLoyalty: account.hasLoyalty,
  };
}

type Comparable = string | boolean | null;

function formValue(values: RegisterFormValues, field: RegisterField): Comparable {
  const value = values[field];
  if (typeof value === "boolean") {
    return value;
  }
  if (field === "gender") {
    return value === "" ? null : genderToServer(value as Gender);
  }
  const text = value.trim();
  return text === "" && OPTIONAL_FIELDS.has(field) ? null : text;
}

/** The form's values and the account's, each under its PATCH name (the form fields carry the account's own names, SPEC 3). */
function asRequest(read: (field: RegisterField) => Comparable): Record<string, Comparable> {
  return Object.fromEntries(FORM_FIELDS.map((field) => [REQUEST_FIELDS[field], read(field)]));
}

/**
 * SPEC 5 "User save": only the fields that differ from the loaded account travel, with their
 * server names. An empty result means there is nothing to save.
 */
export function registerChanges(account: AccountResponse, values: RegisterFormValues): UpdateAccountRequest {
  return changedFields(
    asRequest((field) => account[field] ?? null),
    asRequest((field) => formValue(values, field)),
  ) as UpdateAccountRequest;
}
