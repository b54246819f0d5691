import type { AccountResponse } from "@cinelux/contract/account";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import type { Language } from "@cinelux/contract/languages";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { reportApiError } from "../../../../lib/api/error-toast";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { localIsoDate } from "../../local-date";
import { detailsResolver } from "../../personal-details/details-resolver";
import { detailsServerErrors } from "../../personal-details/details-server-errors";
import {
  type DetailsFormValues,
  detailsChanges,
  detailsDefaultValues,
  REGISTRATION_DETAILS,
} from "../../personal-details/details-values";
import { useRegisterAccount } from "../api/register-account";
import { CountryOptions } from "./country-options";
import { ErrorSummary } from "./error-summary";
import { CheckboxField, SelectField, TextField } from "./form-controls";
import { GenderField } from "./gender-field";

export interface RegisterFormProps {
  account: AccountResponse;
  language: Language;
  /** settings.ageRestriction (SPEC 9: 15). */
  ageRestriction: number;
  /** The domain's country, preselected (FR or NL). */
  defaultCountry: string;
  /** SPEC 2.2: the infix shows on the Dutch domain or in Dutch; it is optional everywhere. */
  showInfix: boolean;
  /** Called with the saved account; the route refreshes the cache and goes home (SPEC 4). */
  onRegistered: (account: AccountResponse) => Promise<void>;
}

/** SPEC 2.2 {language}/register: the profile a customer completes before the account area. */
export function RegisterForm({
  account,
  language,
  ageRestriction,
  defaultCountry,
  showInfix,
  onRegistered,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const [today] = useState(() => localIsoDate(new Date()));
  const form = useForm<DetailsFormValues>({
    defaultValues: detailsDefaultValues(account, defaultCountry),
    resolver: detailsResolver(REGISTRATION_DETAILS, ageRestriction, today),
    // The error summary takes the focus instead of the first field.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const mutation = useRegisterAccount(language);
  const summary = useRef<HTMLDivElement>(null);
  // A failed submit asks for the focus; the summary takes it on the first render that shows it
  // (react-hook-form may commit the errors a render after the submit handler returns).
  const focusRequested = useRef(false);
  const [, setFailedSubmits] = useState(0);
  const requestSummaryFocus = () => {
    focusRequested.current = true;
    setFailedSubmits((count) => count + 1);
  };

  useEffect(() => {
    if (focusRequested.current && summary.current) {
      focusRequested.current = false;
      summary.current.focus();
    }
  });

  const submit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(detailsChanges(REGISTRATION_DETAILS, account, values));
      await onRegistered(saved);
    } catch (error) {
      const fieldErrors = detailsServerErrors(REGISTRATION_DETAILS, error);
      if (fieldErrors.length === 0) {
        reportApiError(error, "default");
        return;
      }
      for (const { field, key } of fieldErrors) {
        setError(field, { type: "server", message: key });
      }
      requestSummaryFocus();
    }
  }, requestSummaryFocus);
  const age = ageRestriction;

  return (
    <form className="register-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary errors={errors} age={age} ref={summary} />
      <p className="register-form__hint">{t("Register.OptionalHint")}</p>
      <fieldset className="register-form__section">
        <legend>{t("Register.PersonalSection")}</legend>
        <GenderField register={register} error={errors.gender} age={age} />
        <TextField
          {...register("firstName")}
          labelKey="Form.FirstName"
          autoComplete="given-name"
          error={errors.firstName}
          age={age}
        />
        {showInfix ? (
          <TextField
            {...register("infixName")}
            labelKey="Form.InfixName"
            optional
            autoComplete="additional-name"
            error={errors.infixName}
            age={age}
          />
        ) : null}
        <TextField
          {...register("lastName")}
          labelKey="Form.LastName"
          autoComplete="family-name"
          error={errors.lastName}
          age={age}
        />
        <TextField
          {...register("birthDate")}
          type="date"
          labelKey="Form.BirthDate"
          autoComplete="bday"
          max={today}
          error={errors.birthDate}
          age={age}
        />
        <TextField
          {...register("mobilePhone")}
          type="tel"
          labelKey="Form.MobilePhone"
          optional
          autoComplete="tel"
          error={errors.mobilePhone}
          age={age}
        />
        <TextField
          {...register("homePhone")}
          type="tel"
          labelKey="Form.HomePhone"
          optional
          error={errors.homePhone}
          age={age}
        />
      </fieldset>
      <fieldset className="register-form__section">
        <legend>{t("Register.AddressSection")}</legend>
        <TextField
          {...register("address")}
          labelKey="Form.Address"
          autoComplete="address-line1"
          error={errors.address}
          age={age}
        />
        <TextField
          {...register("addressComplement")}
          labelKey="Form.AddressComplement"
          optional
          autoComplete="address-line2"
          error={errors.addressComplement}
          age={age}
        />
        <TextField
          {...register("postalCode")}
          labelKey="Form.PostalCode"
          autoComplete="postal-code"
          error={errors.postalCode}
          age={age}
        />
        <TextField
          {...register("city")}
          labelKey="Form.City"
          autoComplete="address-level2"
          error={errors.city}
          age={age}
        />
        <SelectField
          {...register("country")}
          labelKey="Form.Country"
          autoComplete="country"
          error={errors.country}
          age={age}
        >
          <CountryOptions language={language} current={account.country ?? defaultCountry} />
        </SelectField>
      </fieldset>
      <fieldset className="register-form__section">
        <legend>{t("Register.PreferencesSection")}</legend>
        <CheckboxField {...register(MAIL_OPTIN_FIELD)} labelKey="Form.MailOptin" />
        <CheckboxField {...register(GENERAL_OPTIN_FIELD)} labelKey="Form.GeneralOptin" />
        <CheckboxField {...register("hasLoyalty")} labelKey="Form.Loyalty" />
      </fieldset>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t("Register.Submitting") : t("Register.Submit")}
      </button>
    </form>
  );
}
