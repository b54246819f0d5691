import type { ComponentProps, ReactNode } from "react";
import type { FieldError, FieldErrors, UseFormRegister } from "react-hook-form";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import {
  type CheckboxFieldName,
  type DetailsField,
  type DetailsFormValues,
  OPTIONAL_FIELDS,
  type TextFieldName,
} from "../details-values";
import { FIELD_LABELS } from "./field-labels";
import { errorId, type FormLook, fieldId } from "./form-look";

/** The values a message key may use: the age limit and the country's postal code example. */
export interface MessageValues {
  [value: string]: string | number;
  age: number;
  example: string;
}

/** What every field of one form needs: its inputs, their errors, the page's look, the message values. */
export interface DetailsScope {
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
  look: FormLook;
  messageValues: MessageValues;
}

type TextName = Exclude<TextFieldName, "country">;

/** How each text field helps the browser fill it in; the same on both pages. */
const INPUT_ATTRIBUTES: Record<TextName, ComponentProps<"input">> = {
  firstName: { autoComplete: "given-name" },
  infixName: { autoComplete: "additional-name" },
  lastName: { autoComplete: "family-name" },
  birthDate: { type: "date", autoComplete: "bday" },
  mobilePhone: { type: "tel", autoComplete: "tel" },
  homePhone: { type: "tel" },
  address: { autoComplete: "address-line1" },
  addressComplement: { autoComplete: "address-line2" },
  postalCode: { autoComplete: "postal-code" },
  city: { autoComplete: "address-level2" },
};

/** A field error as the customer reads it: its key translated, the age limit and example filled in. */
export function FieldErrorText({
  scope,
  name,
  error,
}: {
  scope: DetailsScope;
  name: string;
  error?: FieldError;
}) {
  const { t } = useTranslation();
  if (!error?.message) {
    return null;
  }
  return (
    <p className={scope.look.error} id={errorId(scope.look, name)}>
      {t(error.message as TranslationKey, scope.messageValues)}
    </p>
  );
}

function Label({ look, name, optional }: { look: FormLook; name: DetailsField; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className={look.label} htmlFor={fieldId(look, name)}>
      {t(FIELD_LABELS[name])}
      {optional ? <span className={look.optional}>{` (${t("Form.Optional")})`}</span> : null}
    </label>
  );
}

/**
 * Label, input and error tied together (aria-describedby, aria-invalid) for screen readers; a
 * page adds what only it sets (a placeholder, the birth date's bounds) as input attributes.
 */
export function DetailsTextField({
  scope,
  name,
  ...extra
}: ComponentProps<"input"> & { scope: DetailsScope; name: TextName }) {
  const { look, register, errors } = scope;
  const optional = OPTIONAL_FIELDS.has(name);
  const error = errors[name];
  return (
    <div className={look.field}>
      <Label look={look} name={name} optional={optional} />
      <input
        className={look.input}
        id={fieldId(look, name)}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(look, name) : undefined}
        {...INPUT_ATTRIBUTES[name]}
        {...extra}
        {...register(name)}
      />
      <FieldErrorText scope={scope} name={name} error={error} />
    </div>
  );
}

/** The country (SPEC 3), always required; its options are the page's `CountryOptions`. */
export function DetailsCountryField({ scope, children }: { scope: DetailsScope; children: ReactNode }) {
  const { look, register, errors } = scope;
  const error = errors.country;
  return (
    <div className={look.field}>
      <Label look={look} name="country" />
      <select
        className={look.select}
        id={fieldId(look, "country")}
        autoComplete="country"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(look, "country") : undefined}
        {...register("country")}
      >
        {children}
      </select>
      <FieldErrorText scope={scope} name="country" error={error} />
    </div>
  );
}

/** An opt-in or loyalty (SPEC 3), a checkbox with its label beside it. */
export function DetailsCheckboxField({ scope, name }: { scope: DetailsScope; name: CheckboxFieldName }) {
  const { t } = useTranslation();
  const { look, register } = scope;
  return (
    <div className={look.checkbox}>
      <input type="checkbox" id={fieldId(look, name)} {...register(name)} />
      <label htmlFor={fieldId(look, name)}>{t(FIELD_LABELS[name])}</label>
    </div>
  );
}
