import type { FieldErrorCode } from "@cinelux/contract/field-errors";
import { ApiError } from "../../../lib/api/api-error";
import { FIELD_ERROR_KEYS } from "../../../lib/api/field-error-keys";
import { invalidKey } from "./register-form-schema";
import { FORM_FIELDS, formFieldOf, type RegisterField } from "./register-form-values";

export interface FieldErrorKey {
  field: RegisterField;
  key: string;
}

/** The translation key for a field code on a form field: a badly formed value says what is expected. */
function fieldErrorKey(field: RegisterField, code: FieldErrorCode): string {
  return code === "invalid_format" || code === "invalid_value" ? invalidKey(field) : FIELD_ERROR_KEYS[code];
}

/**
 * The server's refusals of PATCH /api/accounts/me as field errors, in form order: each of the
 * error's `fields` on the form field it names (by its request name, SPEC 7), the first code a
 * field gets. Empty: no form field is named, the failure is not the form's to show.
 */
export function registerServerErrors(error: unknown): FieldErrorKey[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  const keys = new Map<RegisterField, string>();
  for (const { path, code } of error.fields) {
    const field = formFieldOf(path.split(".")[0] ?? "");
    if (field && !keys.has(field)) {
      keys.set(field, fieldErrorKey(field, code));
    }
  }
  return FORM_FIELDS.flatMap((field) => {
    const key = keys.get(field);
    return key ? [{ field, key }] : [];
  });
}
