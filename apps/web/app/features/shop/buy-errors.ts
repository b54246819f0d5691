import type { FieldError } from "@cinelux/contract/errors";
import { ApiError } from "../../lib/api/api-error";
import { FIELD_ERROR_KEYS } from "../../lib/api/field-error-keys";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/** The form's fields, by the request's names (the server's `fields[].path`). */
export type BuyField =
  | "type"
  | "amountCents"
  | "buyerMail"
  | "recipientMail"
  | "recipientName"
  | "message"
  | "sendOn";

const FIELDS: readonly BuyField[] = [
  "type",
  "amountCents",
  "buyerMail",
  "recipientMail",
  "recipientName",
  "message",
  "sendOn",
];

/** Each refused field's words (STYLE.md "Errors": by code, never the server's text); the amount and the day say their range. */
export function fieldErrorKeys(fields: readonly FieldError[]): Partial<Record<BuyField, TranslationKey>> {
  const keys: Partial<Record<BuyField, TranslationKey>> = {};
  for (const { path, code } of fields) {
    const field = FIELDS.find((name) => name === path);
    if (!field || keys[field]) {
      continue;
    }
    if (field === "amountCents" && code !== "required") {
      keys[field] = "Shop.Buy.AmountInvalid";
    } else if (field === "sendOn" && code !== "required") {
      keys[field] = "Shop.Buy.SendOnInvalid";
    } else {
      keys[field] = FIELD_ERROR_KEYS[code];
    }
  }
  return keys;
}

/** The sentence above the Pay button after a failed attempt: nothing was charged in any case. */
export function payErrorKey(error: unknown): TranslationKey {
  if (!(error instanceof ApiError)) {
    return "Shop.Error.Generic";
  }
  if (error.code === "PAYMENT_UNAVAILABLE") {
    return "Shop.Error.PaymentUnavailable";
  }
  if (error.code === "IDEMPOTENCY_KEY_IN_USE") {
    return "Shop.Error.InUse";
  }
  return error.fields.length > 0 ? "Shop.Error.Fields" : "Shop.Error.Generic";
}
