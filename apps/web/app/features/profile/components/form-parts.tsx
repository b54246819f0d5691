import type { Language } from "@cinelux/contract/languages";
import { GENDERS, PROFILE_COUNTRIES } from "@cinelux/contract/profile";
import { forwardRef, useMemo } from "react";
import type { FieldError, FieldErrors, UseFormRegister } from "react-hook-form";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { DetailsField, DetailsFormValues } from "../personal-details/details-values";

type ProfileField = Exclude<DetailsField, "hasLoyalty" | `${string}Communication${string}`>;

export const fieldId = (name: string) => `profile-${name}`;

/** The catalog key of each field's label (the registration form's labels, Form.*). */
export const FIELD_LABELS: Record<ProfileField, TranslationKey> = {
  gender: "Form.Gender",
  firstName: "Form.FirstName",
  infixName: "Form.InfixName",
  lastName: "Form.LastName",
  birthDate: "Form.BirthDate",
  mobilePhone: "Form.MobilePhone",
  homePhone: "Form.HomePhone",
  address: "Form.Address",
  addressComplement: "Form.AddressComplement",
  postalCode: "Form.PostalCode",
  city: "Form.City",
  country: "Form.Country",
};

/** The values a message key may use: the age limit and the country's postal code example. */
export interface MessageValues {
  [value: string]: string | number;
  age: number;
  example: string;
}

/** An error's key translated (undefined without one), for the ui/ fields that take text. */
export function useErrorText(values: MessageValues) {
  const { t } = useTranslation();
  return (error?: FieldError) => (error?.message ? t(error.message as TranslationKey, values) : undefined);
}

/** SPEC 3 gender as a radio group: a fieldset named by its legend; arrow keys move between options. */
export function GenderField({
  register,
  error,
}: {
  register: UseFormRegister<DetailsFormValues>;
  error?: string;
}) {
  const { t } = useTranslation();
  const errorId = `${fieldId("gender")}-error`;
  return (
    <fieldset className="profile-radios">
      <legend className="ui-field__label">{t("Form.Gender")}</legend>
      <div className="profile-radios__options">
        {GENDERS.map((gender) => (
          <span className="profile-radios__option" key={gender}>
            <input
              type="radio"
              id={fieldId(`gender-${gender}`)}
              value={gender}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              {...register("gender")}
            />
            <label htmlFor={fieldId(`gender-${gender}`)}>{t(`Form.Gender.${gender}`)}</label>
          </span>
        ))}
      </div>
      {error ? (
        <p className="ui-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Where the chain's customers live, named by the browser (Intl) in the page language; the account's own kept. */
export function CountryOptions({ language, current }: { language: Language; current: string }) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const codes: string[] = [...PROFILE_COUNTRIES];
    if (current && !codes.includes(current)) {
      codes.push(current);
    }
    return codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language, current]);
  return options.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}

/**
 * After a refused save: what to fix, as links to the fields, in form order. It takes the focus
 * (tabIndex -1), so a screen reader reads it first.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: FieldErrors<DetailsFormValues>; order: readonly DetailsField[]; values: MessageValues }
>(function ErrorSummary({ errors, order, values }, ref) {
  const { t } = useTranslation();
  const listed = order.filter((field) => errors[field]?.message);
  if (listed.length === 0) {
    return null;
  }
  return (
    <div className="profile-form__summary" role="alert" tabIndex={-1} ref={ref}>
      <p className="profile-form__summary-title">{t("Profile.Details.ErrorSummary")}</p>
      <ul>
        {listed.map((field) => (
          <li key={field}>
            <a href={`#${fieldId(field === "gender" ? "gender-mr" : field)}`}>
              {t(FIELD_LABELS[field as ProfileField])}
              {t("Form.LabelSeparator")}
              {t(errors[field]?.message as TranslationKey, values)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
