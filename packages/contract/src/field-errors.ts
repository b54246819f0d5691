// No zod here: the web's API client reads refused fields on every page, and zod weighs ~25 KB gzip.

/** What is wrong with one field of a refused request; the web translates it beside the field. */
export const FIELD_ERROR_CODES = [
  /** Missing, null or empty where a value is needed. */
  "required",
  "too_short",
  "too_long",
  /** Not of the expected form: a date, a phone number, a postal code... */
  "invalid_format",
  /** Of the wrong type, not one of the allowed values, or refused by a rule. */
  "invalid_value",
  /** The request names a field the endpoint does not know. */
  "unknown_field",
  /** The birth date makes the customer younger than AGE_RESTRICTION. */
  "too_young",
  /** A C0 control character or DEL in a text. */
  "control_character",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return (FIELD_ERROR_CODES as readonly unknown[]).includes(value);
}

/** `path`: the field as the request names it, dotted into objects and lists ("interest.genres.1"). */
export interface FieldError {
  path: string;
  code: FieldErrorCode;
}
