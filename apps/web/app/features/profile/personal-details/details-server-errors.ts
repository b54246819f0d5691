import type { FieldErrorCode } from "@cinelux/contract/field-errors";
import { ApiError } from "../../../lib/api/api-error";
import { FIELD_ERROR_KEYS } from "../../../lib/api/field-error-keys";
import { invalidKey } from "./details-schema";
import { type DetailsField, type DetailsVariant, formFieldOf } from "./details-values";

export interface DetailsFieldError {
  field: DetailsField;
  key: string;
}

/** A badly formed value says what is expected; the other codes have the shared messages. */
function fieldErrorKey(field: DetailsField, code: FieldErrorCode): string {
  return code === "invalid_format" || code === "invalid_value" ? invalidKey(field) : FIELD_ERROR_KEYS[code];
}

/**
 * The server's refusal of PATCH /api/accounts/me as field errors, in form order: each of the
 * error's `fields` on the form field its request name points to (SPEC 7), the first code a field
 * gets. Empty: no field the form shows is named, so the failure is a toast, not the form's to show.
 */
export function detailsServerErrors(variant: DetailsVariant, error: unknown): DetailsFieldError[] {
  if (!(error instanceof ApiError)) {
    return [];
  }
  const keys = new Map<DetailsField, string>();
  for (const { path, code } of error.fields) {
    const field = formFieldOf(variant, path.split(".")[0] ?? "");
    if (field && !keys.has(field)) {
      keys.set(field, fieldErrorKey(field, code));
    }
  }
  return variant.fields.flatMap((field) => {
    const key = keys.get(field);
    return key ? [{ field, key }] : [];
  });
}
