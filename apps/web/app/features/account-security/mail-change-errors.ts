import type { FieldErrorCode } from "@cinelux/contract/field-errors";
import { ApiError } from "../../lib/api/api-error";
import { FIELD_ERROR_KEYS } from "../../lib/api/field-error-keys";
import { isCaptchaRefusal } from "../../lib/captcha/captcha-answer";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

/** Where a refused e-mail change call is shown (docs/account-security.md). */
export type MailChangeFailure =
  | { kind: "fields"; fields: { field: string; key: TranslationKey }[] }
  | { kind: "credentials" }
  | { kind: "captcha" }
  | { kind: "proof-expired" }
  | { kind: "toast" };

const FIELD_KEYS: Record<string, Partial<Record<FieldErrorCode, TranslationKey>>> = {
  newMail: {
    invalid_format: "AccountSecurity.Mail.InvalidMail",
    invalid_value: "AccountSecurity.Mail.SameAsCurrent",
  },
  newMailConfirmation: { invalid_value: "AccountSecurity.Mail.Mismatch" },
};

/**
 * The server's coded error as the form shows it: field errors on the fields the form has, a wrong
 * address or password on the form, a refused captcha on the widget, a lapsed step 1 back to step 1;
 * anything else in a toast with the server's message (SPEC 8).
 */
export function mailChangeFailure(error: unknown, formFields: readonly string[]): MailChangeFailure {
  if (!(error instanceof ApiError)) {
    return { kind: "toast" };
  }
  if (error.code === "CREDENTIALS_INVALID") {
    return { kind: "credentials" };
  }
  if (isCaptchaRefusal(error)) {
    return { kind: "captcha" };
  }
  if (error.code === "CREDENTIALS_CHECK_REQUIRED") {
    return { kind: "proof-expired" };
  }
  const fields = error.fields.flatMap(({ path, code }) => {
    const field = path.split(".")[0] ?? "";
    return formFields.includes(field)
      ? [{ field, key: FIELD_KEYS[field]?.[code] ?? (FIELD_ERROR_KEYS[code] as TranslationKey) }]
      : [];
  });
  return fields.length > 0 ? { kind: "fields", fields } : { kind: "toast" };
}
