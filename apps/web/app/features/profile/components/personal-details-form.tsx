import type { AccountResponse } from "@cinelux/contract/account";
import { EARLIEST_BIRTH_DATE } from "@cinelux/contract/birth-date";
import type { Language } from "@cinelux/contract/languages";
import { useState } from "react";
import { hasChanges } from "../../../lib/account/changed-fields";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../lib/toasts/toast-store";
import { Button, Card } from "../../../ui";
import { useUpdateProfile } from "../api/update-profile";
import { CountryOptions } from "../personal-details/components/country-options";
import { ErrorSummary } from "../personal-details/components/error-summary";
import { DetailsCountryField, DetailsTextField } from "../personal-details/components/form-controls";
import type { FormLook } from "../personal-details/components/form-look";
import { GenderField } from "../personal-details/components/gender-field";
import { useDetailsForm } from "../personal-details/components/use-details-form";
import { detailsChanges, detailsDefaultValues, PROFILE_DETAILS } from "../personal-details/details-values";

/** The form in a card, with the design system's field classes (ui/field.tsx) and profile.css. */
const PROFILE_LOOK: FormLook = {
  idPrefix: "profile",
  field: "ui-field",
  label: "ui-field__label",
  optional: "ui-field__optional",
  input: "ui-input",
  select: "ui-input ui-input--select",
  error: "ui-field__error",
  radios: "profile-radios",
  radioOptions: "profile-radios__options",
  radio: "profile-radios__option",
  summary: "profile-form__summary",
  summaryTitle: "profile-form__summary-title",
  summaryHeading: false,
  summaryTitleKey: "Profile.Details.ErrorSummary",
};

export interface PersonalDetailsProps {
  account: AccountResponse;
  language: Language;
  /** settings.ageRestriction (SPEC 9: 15). */
  ageRestriction: number;
  /** The domain's country, for an account without one (FR or NL). */
  defaultCountry: string;
  /** The infix shows on the Dutch domain, in Dutch, or when the account has one (docs/profile.md). */
  showInfix: boolean;
}

/**
 * SPEC 3 personal details: every field, edited in place. Saving sends only what changed, under
 * the server's names (SPEC 5, 7); with nothing changed nothing is sent and the form says so.
 */
export function PersonalDetailsForm({
  account,
  language,
  ageRestriction,
  defaultCountry,
  showInfix,
}: PersonalDetailsProps) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile(language);
  const [status, setStatus] = useState<"idle" | "unchanged">("idle");
  const { form, scope, submit, summaryRef, today, example } = useDetailsForm({
    variant: PROFILE_DETAILS,
    look: PROFILE_LOOK,
    account,
    defaultCountry,
    ageRestriction,
    save: async (values, { reset }) => {
      const changes = detailsChanges(PROFILE_DETAILS, account, values);
      // SPEC 5: saving occurs only when the change set is non-empty.
      if (!hasChanges(changes)) {
        setStatus("unchanged");
        return;
      }
      setStatus("idle");
      const saved = await mutation.mutateAsync(changes);
      reset(detailsDefaultValues(saved, defaultCountry));
      showToast({
        type: "info",
        i18n: { title: "Profile.Details.Saved.Title", content: "Profile.Details.Saved.Content" },
      });
    },
  });

  return (
    <Card title={t("Profile.Details.Title")} description={t("Profile.Details.Description")}>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary scope={scope} fields={PROFILE_DETAILS.fields} ref={summaryRef} />
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.About")}</legend>
          <GenderField scope={scope} />
          <div className="profile-form__grid">
            <DetailsTextField scope={scope} name="firstName" />
            {showInfix ? <DetailsTextField scope={scope} name="infixName" /> : null}
            <DetailsTextField scope={scope} name="lastName" />
            <DetailsTextField scope={scope} name="birthDate" max={today} min={EARLIEST_BIRTH_DATE} />
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.Phones")}</legend>
          <div className="profile-form__grid">
            <DetailsTextField scope={scope} name="mobilePhone" />
            <DetailsTextField scope={scope} name="homePhone" />
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.Address")}</legend>
          <div className="profile-form__grid">
            <div className="profile-form__wide">
              <DetailsTextField scope={scope} name="address" />
            </div>
            <div className="profile-form__wide">
              <DetailsTextField scope={scope} name="addressComplement" />
            </div>
            <DetailsTextField
              scope={scope}
              name="postalCode"
              // The country's format as an example; the error message repeats it.
              placeholder={example ? t("Profile.Details.PostalCodeHint", { example }) : undefined}
            />
            <DetailsTextField scope={scope} name="city" />
            <DetailsCountryField scope={scope}>
              <CountryOptions language={language} current={account.country ?? defaultCountry} />
            </DetailsCountryField>
          </div>
        </fieldset>
        <div className="profile-form__actions">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {t("Profile.Details.Save")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setStatus("idle");
              form.reset(detailsDefaultValues(account, defaultCountry));
            }}
          >
            {t("Profile.Details.Undo")}
          </Button>
          <p className="profile-form__status" role="status">
            {status === "unchanged" ? t("Profile.Details.Unchanged") : null}
          </p>
        </div>
      </form>
    </Card>
  );
}
