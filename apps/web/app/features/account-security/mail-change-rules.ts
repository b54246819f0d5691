import { ChangeMailRequestSchema, CheckCredentialsRequestSchema } from "@cinelux/contract/account";
import type { FieldErrors, Resolver } from "react-hook-form";
import type * as z from "zod";
import type { TranslationKey } from "../../lib/i18n/create-i18n";

// DESIGN.md "Forms": the contract's schemas validate here as on the server; each refusal shows a
// message of our catalog, chosen by the field and what went wrong (never zod's English text).

export type CredentialsValues = {
  mail: string;
  password: string;
};

export type NewMailValues = {
  newMail: string;
  newMailConfirmation: string;
};

type KeyOf<F> = (field: F, issue: z.core.$ZodIssue, value: string) => TranslationKey;

function contractResolver<V extends Record<string, string>>(
  schema: z.ZodType,
  keyOf: KeyOf<keyof V & string>,
  extra?: (values: V) => Partial<Record<keyof V & string, TranslationKey>>,
): Resolver<V> {
  return async (values) => {
    const errors: Record<string, { type: string; message: TranslationKey }> = {};
    const parsed = schema.safeParse(values);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as keyof V & string;
      if (field in values && !errors[field]) {
        errors[field] = { type: issue.code, message: keyOf(field, issue, values[field] ?? "") };
      }
    }
    for (const [field, key] of Object.entries(extra?.(values) ?? {})) {
      if (key && !errors[field]) {
        errors[field] = { type: "custom", message: key };
      }
    }
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as unknown as FieldErrors<V> };
  };
}

/** Step 1 (SPEC 7 checkCredentials): both fields needed; the server judges the pair. */
export const credentialsResolver = contractResolver<CredentialsValues>(
  CheckCredentialsRequestSchema,
  (_field, issue, value) =>
    value.trim() === ""
      ? "Validation.Required"
      : issue.code === "too_big"
        ? "Validation.TooLong"
        : "Validation.Invalid",
);

/** Same address, whatever the case and surrounding spaces (the server stores addresses lower-case). */
export function sameMail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Step 2 (SPEC 5 "E-mail change"): a valid new address, typed twice alike, and not the current one
 * (the server refuses the same three; docs/accounts.md).
 */
export function newMailResolver(currentMail: string): Resolver<NewMailValues> {
  return contractResolver<NewMailValues>(
    ChangeMailRequestSchema,
    (field, issue, value) => {
      if (value.trim() === "") {
        return "Validation.Required";
      }
      if (field === "newMailConfirmation") {
        return "AccountSecurity.Mail.Mismatch";
      }
      return issue.code === "too_big" ? "Validation.TooLong" : "AccountSecurity.Mail.InvalidMail";
    },
    (values) =>
      sameMail(values.newMail, currentMail) ? { newMail: "AccountSecurity.Mail.SameAsCurrent" } : {},
  );
}
