import type { FieldErrorCode } from "@cinelux/contract/field-errors";
import { ApiError } from "../../lib/api/api-error";
import { FIELD_ERROR_KEYS } from "../../lib/api/field-error-keys";
import { invalidKey } from "./profile-form-schema";
import { formFieldOf, PROFILE_FIELDS, type ProfileField } from "./profile-form-values";

export interface ProfileFieldError {
  field: ProfileField;
  key: string;
}

/** A badly formed value says what is expected; the other codes have the shared messages. */
function fieldErrorKey(field: ProfileField, code: FieldErrorCode): string {
  return code === "invalid_format" || code === "invalid_value" ? invalidKey(field) : FIELD_ERROR_KEYS[code];
}

/**
 * The server's refusal of PATCH /api/accounts/me as field errors, in form order: each of the
 * error's `fields` on the form field its request name points to (SPEC 7), the first code a field
 * gets. Empty: no form field is named, so the failure is a toast, not the form's to show.
 */
export function profileServerErrors(error: unknown): ProfileFieldError[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  const keys = new Map<ProfileField, string>();
  for (const { path, code } of error.fields) {
    const field = formFieldOf(path.split(".")[0] ?? "");
    if (field && !keys.has(field)) {
      keys.set(field, fieldErrorKey(field, code));
    }
  }
  return PROFILE_FIELDS.flatMap((field) => {
    const key = keys.get(field);
    return key ? [{ field, key }] : [];
  });
}
