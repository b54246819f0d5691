import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import { postalCodeRuleOf } from "@cinelux/contract/profile";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { reportApiError } from "../../../lib/api/error-toast";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { showToast } from "../../../shell/toasts/toast-store";
import { Button, Card, SelectField, TextField } from "../../../ui";
import { useUpdateProfile } from "../api/update-profile";
import { localIsoDate } from "../local-date";
import { detailsResolver } from "../personal-details/details-resolver";
import { detailsServerErrors } from "../personal-details/details-server-errors";
import {
  type DetailsFormValues,
  detailsChanges,
  detailsDefaultValues,
  OPTIONAL_FIELDS,
  PROFILE_DETAILS,
} from "../personal-details/details-values";
import { CountryOptions, ErrorSummary, FIELD_LABELS, fieldId, GenderField, useErrorText } from "./form-parts";

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
  const [today] = useState(() => localIsoDate(new Date()));
  const form = useForm<DetailsFormValues>({
    defaultValues: detailsDefaultValues(account, defaultCountry),
    resolver: detailsResolver(PROFILE_DETAILS, ageRestriction, today),
    // The error summary takes the focus instead of the first field.
    shouldFocusError: false,
  });
  const { register, handleSubmit, setError, reset, watch, formState } = form;
  const { errors, isSubmitting } = formState;
  const mutation = useUpdateProfile(language);
  const [status, setStatus] = useState<"idle" | "unchanged">("idle");
  const summary = useRef<HTMLDivElement>(null);
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

  const country = watch("country");
  const example = postalCodeRuleOf(country)?.example ?? "";
  const messageValues = { age: ageRestriction, example };
  const errorText = useErrorText(messageValues);

  const submit = handleSubmit(async (values) => {
    const changes = detailsChanges(PROFILE_DETAILS, account, values);
    // SPEC 5: saving occurs only when the change set is non-empty.
    if (Object.keys(changes).length === 0) {
      setStatus("unchanged");
      return;
    }
    setStatus("idle");
    try {
      const saved = await mutation.mutateAsync(changes);
      reset(detailsDefaultValues(saved, defaultCountry));
      showToast({
        type: "info",
        i18n: { title: "Profile.Details.Saved.Title", content: "Profile.Details.Saved.Content" },
      });
    } catch (error) {
      const fieldErrors = detailsServerErrors(PROFILE_DETAILS, error);
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

  const text = (
    field: Exclude<keyof typeof FIELD_LABELS, "gender" | "country">,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      {...register(field)}
      {...extra}
      id={fieldId(field)}
      label={t(FIELD_LABELS[field])}
      optionalText={OPTIONAL_FIELDS.has(field) ? `(${t("Form.Optional")})` : undefined}
      aria-required={OPTIONAL_FIELDS.has(field) ? undefined : true}
      error={errorText(errors[field])}
    />
  );

  return (
    <Card title={t("Profile.Details.Title")} description={t("Profile.Details.Description")}>
      <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
        <ErrorSummary errors={errors} order={PROFILE_DETAILS.fields} values={messageValues} ref={summary} />
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.About")}</legend>
          <GenderField register={register} error={errorText(errors.gender)} />
          <div className="profile-form__grid">
            {text("firstName", { autoComplete: "given-name" })}
            {showInfix ? text("infixName", { autoComplete: "additional-name" }) : null}
            {text("lastName", { autoComplete: "family-name" })}
            {text("birthDate", { type: "date", autoComplete: "bday", max: today, min: "1900-01-01" })}
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.Phones")}</legend>
          <div className="profile-form__grid">
            {text("mobilePhone", { type: "tel", autoComplete: "tel" })}
            {text("homePhone", { type: "tel" })}
          </div>
        </fieldset>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t("Profile.Details.Address")}</legend>
          <div className="profile-form__grid">
            <div className="profile-form__wide">{text("address", { autoComplete: "address-line1" })}</div>
            <div className="profile-form__wide">
              {text("addressComplement", { autoComplete: "address-line2" })}
            </div>
            {text("postalCode", {
              autoComplete: "postal-code",
              // The country's format as an example; the error message repeats it.
              placeholder: example ? t("Profile.Details.PostalCodeHint", { example }) : undefined,
            })}
            {text("city", { autoComplete: "address-level2" })}
            <SelectField
              {...register("country")}
              id={fieldId("country")}
              label={t(FIELD_LABELS.country)}
              autoComplete="country"
              aria-required
              error={errorText(errors.country)}
            >
              <CountryOptions language={language} current={account.country ?? defaultCountry} />
            </SelectField>
          </div>
        </fieldset>
        <div className="profile-form__actions">
          <Button type="submit" busy={isSubmitting}>
            {t("Profile.Details.Save")}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setStatus("idle");
              reset(detailsDefaultValues(account, defaultCountry));
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
