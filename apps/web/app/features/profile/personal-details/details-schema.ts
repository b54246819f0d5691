import { UpdateAccountRequestSchema } from "@cinelux/contract/account";
import { birthDateProblem } from "@cinelux/contract/birth-date";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { GENDERS, isValidPostalCode, postalCodeRuleOf } from "@cinelux/contract/profile";
import * as z from "zod/mini";
import type { DetailsField, DetailsFormValues, DetailsVariant } from "./details-values";

// The field rules are the contract's (DESIGN.md "Forms": one validation on both sides); the form
// adds what only it sees at once: empty optional inputs, the gender's form values, the birth
// date's bounds and the postal code of the chosen country (docs/profile.md).
const request = UpdateAccountRequestSchema.shape;

/** "" is an empty optional input; anything else must pass the contract's rule. */
function optional<T extends z.core.$ZodType<unknown, string>>(rule: T) {
  return z.union([z.literal(""), rule]);
}

/** Each field's own rule; the birth date's and the postal code's others are `crossFieldErrors`'. */
const FIELD_RULES = {
  gender: z.enum(GENDERS),
  firstName: request.firstname.unwrap(),
  infixName: optional(request.infixname.unwrap().unwrap()),
  lastName: request.lastname.unwrap(),
  birthDate: request.dateOfBirth.unwrap(),
  mobilePhone: optional(request.mobilePhone.unwrap().unwrap()),
  homePhone: optional(request.homePhone.unwrap().unwrap()),
  address: request.address.unwrap(),
  addressComplement: optional(request.addressComplement.unwrap().unwrap()),
  postalCode: request.zipCode.unwrap(),
  city: request.city.unwrap(),
  country: request.country.unwrap(),
  [MAIL_OPTIN_FIELD]: z.boolean(),
  [GENERAL_OPTIN_FIELD]: z.boolean(),
  hasLoyalty: z.boolean(),
} satisfies Record<DetailsField, z.core.$ZodType>;

/** The rules of the fields a form shows, field by field. */
export function detailsFormSchema(variant: DetailsVariant) {
  return z.object(Object.fromEntries(variant.fields.map((field) => [field, FIELD_RULES[field]])));
}

/** The message key of a field the schema refused as badly formed. */
const INVALID_KEYS: Partial<Record<DetailsField, string>> = {
  birthDate: "Validation.Date",
  homePhone: "Validation.Phone",
  mobilePhone: "Validation.Phone",
  postalCode: "Validation.PostalCode",
};

export function invalidKey(field: DetailsField): string {
  return INVALID_KEYS[field] ?? "Validation.Invalid";
}

/** The translation key for a refused field: the contract's rules carry zod's English, the form its catalog's. */
export function validationKey(field: DetailsField, type: string, value: unknown): string {
  if (typeof value === "string" && value.trim() === "") {
    return "Validation.Required";
  }
  if (type === "too_big") {
    return "Validation.TooLong";
  }
  return invalidKey(field);
}

/** The country's example for the postal code's message and placeholder, where the form gives one. */
export function postalCodeExample(variant: DetailsVariant, country: string): string {
  return variant.postalCodeExample ? (postalCodeRuleOf(country)?.example ?? "") : "";
}

/**
 * The rules that need more than one field or today's date, on values the schema accepted field
 * by field: birth date in the past, not before 1900, old enough; postal code of the country.
 */
export function crossFieldErrors(
  variant: DetailsVariant,
  values: DetailsFormValues,
  today: string,
  ageRestriction: number,
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  const birthDate = values.birthDate.trim();
  switch (birthDateProblem(birthDate, today, ageRestriction)) {
    case "invalid_value":
      errors.birthDate = birthDate > today ? variant.futureBirthDateKey : "Validation.Date";
      break;
    case "too_young":
      errors.birthDate = "Validation.AgeRestriction";
      break;
    case "invalid_format":
      errors.birthDate = "Validation.Date";
      break;
    default:
      break;
  }
  if (!isValidPostalCode(values.country, values.postalCode)) {
    // With the country's own format the message shows its example, where the form gives one.
    errors.postalCode =
      variant.postalCodeExample && postalCodeRuleOf(values.country)
        ? "Profile.Validation.PostalCode"
        : "Validation.PostalCode";
  }
  return errors;
}
