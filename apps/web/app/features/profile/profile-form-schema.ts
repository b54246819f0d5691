import { UpdateAccountRequestSchema } from "@cinelux/contract/account";
import { birthDateProblem } from "@cinelux/contract/birth-date";
import { GENDERS, isValidPostalCode, postalCodeRuleOf } from "@cinelux/contract/profile";
import * as z from "zod/mini";
import type { ProfileField, ProfileFormValues } from "./profile-form-values";

// The field rules are the contract's (DESIGN.md "Forms": one validation on both sides); the form
// adds what only it sees at once: empty optional inputs, the gender's form values, the birth
// date's bounds and the postal code of the chosen country (docs/profile.md).
const request = UpdateAccountRequestSchema.shape;

/** "" is an empty optional input; anything else must pass the contract's rule. */
function optional<T extends z.core.$ZodType<unknown, string>>(rule: T) {
  return z.union([z.literal(""), rule]);
}

/** The field rules; the birth date's and the postal code's are checked after (`crossFieldErrors`). */
export const profileFormSchema = z.object({
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
});

/** The message key of a field the schema refused as badly formed. */
const INVALID_KEYS: Partial<Record<ProfileField, string>> = {
  birthDate: "Validation.Date",
  homePhone: "Validation.Phone",
  mobilePhone: "Validation.Phone",
  postalCode: "Validation.PostalCode",
};

export function invalidKey(field: ProfileField): string {
  return INVALID_KEYS[field] ?? "Validation.Invalid";
}

/** The translation key for a refused field: the contract's rules carry zod's English, the form its catalog's. */
export function validationKey(field: ProfileField, type: string, value: unknown): string {
  if (typeof value === "string" && value.trim() === "") {
    return "Validation.Required";
  }
  if (type === "too_big") {
    return "Validation.TooLong";
  }
  return invalidKey(field);
}

/** The postal code's key for a country: with its own format the message shows an example. */
export function postalCodeKey(country: string): string {
  return postalCodeRuleOf(country) ? "Profile.Validation.PostalCode" : "Validation.PostalCode";
}

/**
 * The rules that need more than one field or today's date, on values the schema accepted field
 * by field: birth date in the past, not before 1900, old enough; postal code of the country.
 */
export function crossFieldErrors(
  values: ProfileFormValues,
  today: string,
  ageRestriction: number,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const birthDate = values.birthDate.trim();
  switch (birthDateProblem(birthDate, today, ageRestriction)) {
    case "invalid_value":
      errors.birthDate = birthDate > today ? "Profile.Validation.BirthDateFuture" : "Validation.Date";
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
    errors.postalCode = postalCodeKey(values.country);
  }
  return errors;
}
