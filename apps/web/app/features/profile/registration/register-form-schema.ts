import { UpdateAccountRequestSchema } from "@cinelux/contract/account";
import { ageOn, EARLIEST_BIRTH_DATE } from "@cinelux/contract/birth-date";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import { isValidPostalCode } from "@cinelux/contract/profile";
import * as z from "zod/mini";
import { GENDERS, type RegisterField } from "./register-form-values";

// The field rules are the contract's (DESIGN.md "Forms": one validation on both sides); the form
// adds what only it knows: empty optional inputs, the gender's form values, the age.
const request = UpdateAccountRequestSchema.shape;

/** "" is an untouched optional input; anything else must pass the contract's rule. */
function optional<T extends z.core.$ZodType<unknown, string>>(rule: T) {
  return z.union([z.literal(""), rule]);
}

/** Today on the customer's own calendar, YYYY-MM-DD. */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, "0");
  const day = String(now.getDate()).padStart(2, "0");
  return `${now.getFullYear()}-${month}-${day}`;
}

/** SPEC 5 / 9: the customer must be at least settings.ageRestriction (15) years old. */
export function registerFormSchema(ageRestriction: number, today: string) {
  return z
    .object({
      gender: z.enum(GENDERS),
      firstName: request.firstname.unwrap(),
      infixName: optional(request.infixname.unwrap().unwrap()),
      lastName: request.lastname.unwrap(),
      birthDate: request.dateOfBirth
        .unwrap()
        .refine((date) => date >= EARLIEST_BIRTH_DATE, { error: "Validation.Date" })
        .refine((date) => ageOn(date, today) >= ageRestriction, { error: "Validation.AgeRestriction" }),
      homePhone: optional(request.homePhone.unwrap().unwrap()),
      mobilePhone: optional(request.mobilePhone.unwrap().unwrap()),
      address: request.address.unwrap(),
      addressComplement: optional(request.addressComplement.unwrap().unwrap()),
      postalCode: request.zipCode.unwrap(),
      city: request.city.unwrap(),
      country: request.country.unwrap(),
      [MAIL_OPTIN_FIELD]: z.boolean(),
      [GENERAL_OPTIN_FIELD]: z.boolean(),
      hasLoyalty: z.boolean(),
    })
    .check(
      // The postal code has the chosen country's form, as the server checks (contract profile.ts).
      z.refine((values) => isValidPostalCode(values.country, values.postalCode), {
        error: "Validation.PostalCode",
        path: ["postalCode"],
      }),
    );
}

/** The message key of a field the schema refused as badly formed. */
const INVALID_KEYS: Partial<Record<RegisterField, string>> = {
  birthDate: "Validation.Date",
  homePhone: "Validation.Phone",
  mobilePhone: "Validation.Phone",
  postalCode: "Validation.PostalCode",
};

export function invalidKey(field: RegisterField): string {
  return INVALID_KEYS[field] ?? "Validation.Invalid";
}

/**
 * The translation key shown for a refused field. The contract's rules carry zod's English
 * messages; the form shows its own catalog's text, chosen by what went wrong.
 */
export function validationKey(
  field: RegisterField,
  type: string,
  message: string | undefined,
  value: unknown,
): string {
  if (message?.startsWith("Validation.")) {
    return message;
  }
  if (typeof value === "string" && value.trim() === "") {
    return "Validation.Required";
  }
  if (type === "too_big") {
    return "Validation.TooLong";
  }
  return invalidKey(field);
}
