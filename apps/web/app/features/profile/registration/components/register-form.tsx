import type { AccountResponse } from "@cinelux/contract/account";
import { GENERAL_OPTIN_FIELD, MAIL_OPTIN_FIELD } from "@cinelux/contract/brand";
import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { CountryOptions } from "../../personal-details/components/country-options";
import { ErrorSummary } from "../../personal-details/components/error-summary";
import {
  DetailsCheckboxField,
  DetailsCountryField,
  DetailsTextField,
} from "../../personal-details/components/form-controls";
import type { FormLook } from "../../personal-details/components/form-look";
import { GenderField } from "../../personal-details/components/gender-field";
import { useDetailsForm } from "../../personal-details/components/use-details-form";
import { detailsChanges, REGISTRATION_DETAILS } from "../../personal-details/details-values";
import { useRegisterAccount } from "../api/register-account";

/** The form alone on the page, with register-form.css's classes. */
const REGISTER_LOOK: FormLook = {
  idPrefix: "register",
  field: "field",
  label: "field__label",
  optional: "field__optional",
  input: "field__input",
  select: "field__input",
  error: "field__error",
  radios: "field field--radios",
  radio: "field__radio",
  checkbox: "field field--checkbox",
  summary: "error-summary",
  summaryTitle: "error-summary__title",
  summaryHeading: true,
  summaryTitleKey: "Register.ErrorSummary",
};

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
  const mutation = useRegisterAccount(language);
  const { form, scope, submit, summaryRef, today } = useDetailsForm({
    variant: REGISTRATION_DETAILS,
    look: REGISTER_LOOK,
    account,
    defaultCountry,
    ageRestriction,
    // Registering always sends, with `registered: true` (the mutation adds it), even with no change.
    save: async (values) => {
      const saved = await mutation.mutateAsync(detailsChanges(REGISTRATION_DETAILS, account, values));
      await onRegistered(saved);
    },
  });
  const { isSubmitting } = form.formState;

  return (
    <form className="register-form" noValidate onSubmit={(event) => void submit(event)}>
      <ErrorSummary scope={scope} fields={REGISTRATION_DETAILS.fields} ref={summaryRef} />
      <p className="register-form__hint">{t("Register.OptionalHint")}</p>
      <fieldset className="register-form__section">
        <legend>{t("Register.PersonalSection")}</legend>
        <GenderField scope={scope} />
        <DetailsTextField scope={scope} name="firstName" />
        {showInfix ? <DetailsTextField scope={scope} name="infixName" /> : null}
        <DetailsTextField scope={scope} name="lastName" />
        <DetailsTextField scope={scope} name="birthDate" max={today} />
        <DetailsTextField scope={scope} name="mobilePhone" />
        <DetailsTextField scope={scope} name="homePhone" />
      </fieldset>
      <fieldset className="register-form__section">
        <legend>{t("Register.AddressSection")}</legend>
        <DetailsTextField scope={scope} name="address" />
        <DetailsTextField scope={scope} name="addressComplement" />
        <DetailsTextField scope={scope} name="postalCode" />
        <DetailsTextField scope={scope} name="city" />
        <DetailsCountryField scope={scope}>
          <CountryOptions language={language} current={account.country ?? defaultCountry} />
        </DetailsCountryField>
      </fieldset>
      <fieldset className="register-form__section">
        <legend>{t("Register.PreferencesSection")}</legend>
        <DetailsCheckboxField scope={scope} name={MAIL_OPTIN_FIELD} />
        <DetailsCheckboxField scope={scope} name={GENERAL_OPTIN_FIELD} />
        <DetailsCheckboxField scope={scope} name="hasLoyalty" />
      </fieldset>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t("Register.Submitting") : t("Register.Submit")}
      </button>
    </form>
  );
}
