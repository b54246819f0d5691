import type { AccountResponse, UpdateAccountRequest } from "@cinelux/contract/account";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { type Gender, genderFromServer, genderToServer } from "@cinelux/contract/profile";
import { changedFields } from "../../../lib/account/changed-fields";

export type TextFieldName =
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
export type CheckboxFieldName = typeof MAIL_OPTIN_FIELD | typeof GENERAL_OPTIN_FIELD | "hasLoyalty";

/**
 * What the inputs hold: text as typed ("" when empty), the gender as mr / ms / other (SPEC 3),
 * the opt-ins and loyalty as booleans. Both forms hold every value the account has; each shows,
 * checks and sends only its own fields (`DetailsVariant.fields`).
 */
export type DetailsFormValues = { gender: Gender | "" } & Record<TextFieldName, string> &
  Record<CheckboxFieldName, boolean>;
export type DetailsField = keyof DetailsFormValues;
type RequestField = Exclude<keyof UpdateAccountRequest, "registered" | "interest">;

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
  [MAIL_OPTIN_FIELD]: MAIL_OPTIN_FIELD,
  [GENERAL_OPTIN_FIELD]: GENERAL_OPTIN_FIELD,
  hasLoyalty: "hasLoyalty",
} as const satisfies Record<DetailsField, RequestField>;

const ALL_FIELDS = Object.keys(REQUEST_FIELDS) as DetailsField[];

/** May be left empty in both forms (SPEC 2.2 register); an emptied one travels as null. */
export const OPTIONAL_FIELDS: ReadonlySet<DetailsField> = new Set([
  "infixName",
  "homePhone",
  "mobilePhone",
  "addressComplement",
]);

/** What tells the profile's form from the registration's: data, read by the one form. */
export interface DetailsVariant {
  /** The fields it shows, checks, sends and names in its error summary, in form order. */
  fields: readonly DetailsField[];
  /** The message key of a birth date after today. */
  futureBirthDateKey: string;
  /** Whether a refused postal code's message (and the input's placeholder) gives the country's example. */
  postalCodeExample: boolean;
}

/** SPEC 3 personal details, edited on {language}/profile: every field but the opt-ins and loyalty. */
export const PROFILE_DETAILS: DetailsVariant = {
  fields: ALL_FIELDS.filter(
    (field) => field !== MAIL_OPTIN_FIELD && field !== GENERAL_OPTIN_FIELD && field !== "hasLoyalty",
  ),
  futureBirthDateKey: "Profile.Validation.BirthDateFuture",
  postalCodeExample: true,
};

/**
 * SPEC 2.2 {language}/register: the same details plus the two opt-ins and loyalty. A birth date
 * after today is one of someone too young; the postal code's message is the generic one.
 */
export const REGISTRATION_DETAILS: DetailsVariant = {
  fields: ALL_FIELDS,
  futureBirthDateKey: "Validation.AgeRestriction",
  postalCodeExample: false,
};

/** The form field a server error names by its request name ("zipCode" -> postalCode), if the form shows it. */
export function formFieldOf(variant: DetailsVariant, requestField: string): DetailsField | undefined {
  return variant.fields.find((field) => REQUEST_FIELDS[field] === requestField);
}

/** The form starts from what the account holds; a missing country is the domain's. */
export function detailsDefaultValues(account: AccountResponse, defaultCountry: string): DetailsFormValues {
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
    [MAIL_OPTIN_FIELD]: account[MAIL_OPTIN_FIELD],
    [GENERAL_OPTIN_FIELD]: account[GENERAL_OPTIN_FIELD],
    hasLoyalty: account.hasLoyalty,
  };
}

type Comparable = string | boolean | null;

/** A form value as the server would store it: trimmed, an emptied optional field null, the gender civ-*. */
function requestValue(values: DetailsFormValues, field: DetailsField): Comparable {
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

function asRequest(
  variant: DetailsVariant,
  read: (field: DetailsField) => Comparable,
): Record<string, Comparable> {
  return Object.fromEntries(variant.fields.map((field) => [REQUEST_FIELDS[field], read(field)]));
}

/**
 * SPEC 5 "User save": only the form's fields that differ from the loaded account, under their
 * server names (SPEC 7). An empty result: nothing to save.
 */
export function detailsChanges(
  variant: DetailsVariant,
  account: AccountResponse,
  values: DetailsFormValues,
): UpdateAccountRequest {
  return changedFields(
    asRequest(variant, (field) => account[field] ?? null),
    asRequest(variant, (field) => requestValue(values, field)),
  ) as UpdateAccountRequest;
}
