import type { FieldErrorCode } from "@cinelux/contract/field-errors";
import type { TranslationKey } from "../i18n/create-i18n";

/**
 * The message a form shows beside a field the server refused, by field code (STYLE.md "Errors").
 * A form may say more for its own fields (a phone number's format); "too_young" takes `{{age}}`.
 */
export const FIELD_ERROR_KEYS = {
  required: "Validation.Required",
  too_short: "Validation.TooShort",
  too_long: "Validation.TooLong",
  invalid_format: "Validation.Invalid",
  invalid_value: "Validation.Invalid",
  unknown_field: "Validation.UnknownField",
  too_young: "Validation.AgeRestriction",
  control_character: "Validation.ControlCharacter",
} as const satisfies Record<FieldErrorCode, TranslationKey>;
