import type { ComponentProps, ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";

export const fieldId = (name: string) => `register-${name}`;
export const errorId = (name: string) => `register-${name}-error`;

/** A field error as the customer reads it: its key translated, the age limit filled in. */
export function FieldErrorText({ name, error, age }: { name: string; error?: FieldError; age: number }) {
  const { t } = useTranslation();
  if (!error?.message) {
    return null;
  }
  return (
    <p className="field__error" id={errorId(name)}>
      {t(error.message as TranslationKey, { age })}
    </p>
  );
}

function Label({ name, labelKey, optional }: { name: string; labelKey: TranslationKey; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="field__label" htmlFor={fieldId(name)}>
      {t(labelKey)}
      {optional ? <span className="field__optional">{` (${t("Form.Optional")})`}</span> : null}
    </label>
  );
}

type InputProps = ComponentProps<"input"> & { name: string };

/** Label, input and error tied together (aria-describedby, aria-invalid) for screen readers. */
export function TextField({
  labelKey,
  optional,
  error,
  age,
  ...input
}: InputProps & { labelKey: TranslationKey; optional?: boolean; error?: FieldError; age: number }) {
  return (
    <div className="field">
      <Label name={input.name} labelKey={labelKey} optional={optional} />
      <input
        className="field__input"
        id={fieldId(input.name)}
        aria-required={optional ? undefined : true}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(input.name) : undefined}
        {...input}
      />
      <FieldErrorText name={input.name} error={error} age={age} />
    </div>
  );
}

export function SelectField({
  labelKey,
  error,
  age,
  children,
  ...select
}: ComponentProps<"select"> & {
  name: string;
  labelKey: TranslationKey;
  error?: FieldError;
  age: number;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <Label name={select.name} labelKey={labelKey} />
      <select
        className="field__input"
        id={fieldId(select.name)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(select.name) : undefined}
        {...select}
      >
        {children}
      </select>
      <FieldErrorText name={select.name} error={error} age={age} />
    </div>
  );
}

export function CheckboxField({ labelKey, ...input }: InputProps & { labelKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <div className="field field--checkbox">
      <input type="checkbox" id={fieldId(input.name)} {...input} />
      <label htmlFor={fieldId(input.name)}>{t(labelKey)}</label>
    </div>
  );
}
