import { ApiError } from "../../lib/api/api-error";
import { invalidKey } from "./register-form-schema";
import { FORM_FIELDS, formFieldOf, REQUEST_FIELDS, type RegisterField } from "./register-form-values";

export interface FieldErrorKey {
  field: RegisterField;
  key: string;
}

function wordIn(message: string, word: string): boolean {
  return new RegExp(`(^|[^A-Za-z0-9_])${word}([^A-Za-z0-9_]|$)`).test(message);
}

/**
 * The server's refusals of PATCH /api/accounts/me as field errors (docs/accounts.md): which
 * fields a REGISTRATION_INCOMPLETE names, the birth date of an AGE_RESTRICTION, the field a
 * BAD_REQUEST names (`Invalid body field "zipCode": ...`). Empty: not a field problem.
 */
export function registerServerErrors(error: unknown): FieldErrorKey[] {
  if (!(error instanceof ApiError) || error.status !== 400) {
    return [];
  }
  switch (error.code) {
    case "REGISTRATION_INCOMPLETE":
      return FORM_FIELDS.filter((field) => wordIn(error.message, REQUEST_FIELDS[field])).map((field) => ({
        field,
        key: "Validation.Required",
      }));
    case "AGE_RESTRICTION":
      return [{ field: "birthDate", key: "Validation.AgeRestriction" }];
    case "BAD_REQUEST": {
      const named = /field "([\w.]+)"/.exec(error.message)?.[1];
      const field = named === undefined ? undefined : formFieldOf(named.split(".")[0] ?? "");
      return field ? [{ field, key: invalidKey(field) }] : [];
    }
    default:
      return [];
  }
}
