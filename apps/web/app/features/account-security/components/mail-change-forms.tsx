import type { Language } from "@cinelux/contract/languages";
import { type FormEventHandler, type ReactNode, useState } from "react";
import { type FieldPath, type UseFormReturn, useForm } from "react-hook-form";
import { reportApiError } from "../../../lib/api/error-toast";
import { CaptchaField } from "../../../lib/captcha/captcha-field";
import { type Captcha, useCaptcha } from "../../../lib/captcha/use-captcha";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, TextField } from "../../../ui";
import { useChangeMail } from "../api/change-mail";
import { useCheckCredentials } from "../api/check-credentials";
import { type MailChangeFailure, mailChangeFailure } from "../mail-change-errors";
import {
  type CredentialsValues,
  credentialsResolver,
  type NewMailValues,
  newMailResolver,
} from "../mail-change-rules";

// The two steps' forms, loaded when a modal first opens: the captcha widget and the contract's
// zod schemas stay out of the profile page's first load.

interface StepActions {
  onCancel: () => void;
}

/** Places a refusal the form can show; false when it belongs in a toast. */
function showOnForm<V extends CredentialsValues | NewMailValues>(
  form: UseFormReturn<V>,
  failure: MailChangeFailure,
  setCaptchaError: (key: TranslationKey) => void,
): boolean {
  if (failure.kind === "fields") {
    failure.fields.forEach(({ field, key }, index) => {
      form.setError(field as FieldPath<V>, { type: "server", message: key }, { shouldFocus: index === 0 });
    });
    return true;
  }
  if (failure.kind === "captcha") {
    setCaptchaError("Captcha.Refused");
    return true;
  }
  return false;
}

/** The captcha's answer, or undefined once the form asks for it (the widget could not solve). */
async function captchaAnswer(
  captcha: Captcha,
  setCaptchaError: (key: TranslationKey | undefined) => void,
): Promise<string | undefined> {
  setCaptchaError(undefined);
  try {
    return await captcha.solve();
  } catch {
    setCaptchaError("Captcha.Required");
    return undefined;
  }
}

/** A step's frame: its intro, its fields, the captcha, then continue and cancel. */
function StepForm({
  intro,
  submitLabel,
  busy,
  captcha,
  captchaError,
  language,
  onSubmit,
  onCancel,
  children,
}: StepActions & {
  intro: string;
  submitLabel: string;
  busy: boolean;
  captcha: Captcha;
  captchaError: string | undefined;
  language: Language;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form className="account-security__form" noValidate onSubmit={onSubmit}>
      <p>{intro}</p>
      {children}
      <CaptchaField captcha={captcha} language={language} error={captchaError} />
      <div className="account-security__actions">
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("AccountSecurity.Cancel")}
        </Button>
      </div>
    </form>
  );
}

/** SPEC 4 step 1: the current address and the password, with the captcha (checkCredentials). */
export function CredentialsForm({
  language,
  currentMail,
  onVerified,
  onCancel,
}: StepActions & { language: Language; currentMail: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<TranslationKey>();
  const check = useCheckCredentials(language);
  const form = useForm<CredentialsValues>({
    resolver: credentialsResolver,
    defaultValues: { mail: currentMail, password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: CredentialsValues) {
    const answer = await captchaAnswer(captcha, setCaptchaError);
    if (answer === undefined) {
      return;
    }
    try {
      await check.mutateAsync({
        body: { mail: values.mail.trim(), password: values.password },
        captcha: answer,
      });
      onVerified();
    } catch (error) {
      captcha.renew();
      const failure = mailChangeFailure(error, ["mail", "password"]);
      if (failure.kind === "credentials") {
        form.setValue("password", "");
        form.setError(
          "password",
          { type: "server", message: "AccountSecurity.Mail.CredentialsInvalid" },
          { shouldFocus: true },
        );
      } else if (!showOnForm(form, failure, setCaptchaError)) {
        reportApiError(error, "server-message");
      }
    }
  }

  const message = (key: string | undefined) => (key ? t(key as TranslationKey) : undefined);
  return (
    <StepForm
      intro={t("AccountSecurity.Mail.Step1.Intro")}
      submitLabel={t("AccountSecurity.Mail.Continue")}
      busy={isSubmitting}
      captcha={captcha}
      captchaError={message(captchaError)}
      language={language}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
    >
      <TextField
        label={t("AccountSecurity.Mail.CurrentMail")}
        // The modal focused its first control before this form arrived (a lazy chunk).
        autoFocus
        type="email"
        autoComplete="username"
        error={message(errors.mail?.message)}
        {...form.register("mail")}
      />
      <TextField
        label={t("AccountSecurity.Mail.Password")}
        type="password"
        autoComplete="current-password"
        error={message(errors.password?.message)}
        {...form.register("password")}
      />
    </StepForm>
  );
}

/** SPEC 4 step 2: the new address twice, with the captcha (PATCH email). */
export function NewMailForm({
  language,
  currentMail,
  onChanged,
  onProofExpired,
  onCancel,
}: StepActions & {
  language: Language;
  currentMail: string;
  onChanged: (newMail: string) => void;
  onProofExpired: () => void;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<TranslationKey>();
  const change = useChangeMail(language);
  const form = useForm<NewMailValues>({
    resolver: newMailResolver(currentMail),
    defaultValues: { newMail: "", newMailConfirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: NewMailValues) {
    const answer = await captchaAnswer(captcha, setCaptchaError);
    if (answer === undefined) {
      return;
    }
    const body = { newMail: values.newMail.trim(), newMailConfirmation: values.newMailConfirmation.trim() };
    try {
      await change.mutateAsync({ body, captcha: answer });
      onChanged(body.newMail.toLowerCase());
    } catch (error) {
      captcha.renew();
      const failure = mailChangeFailure(error, ["newMail", "newMailConfirmation"]);
      if (showOnForm(form, failure, setCaptchaError)) {
        return;
      }
      // SPEC 8: e-mail step 2's server message in an error toast.
      reportApiError(error, "server-message");
      if (failure.kind === "proof-expired") {
        onProofExpired();
      }
    }
  }

  const message = (key: string | undefined) => (key ? t(key as TranslationKey) : undefined);
  return (
    <StepForm
      intro={t("AccountSecurity.Mail.Step2.Intro")}
      submitLabel={t("AccountSecurity.Mail.Save")}
      busy={isSubmitting}
      captcha={captcha}
      captchaError={message(captchaError)}
      language={language}
      onSubmit={form.handleSubmit(submit)}
      onCancel={onCancel}
    >
      <TextField
        label={t("AccountSecurity.Mail.NewMail")}
        autoFocus
        type="email"
        autoComplete="email"
        error={message(errors.newMail?.message)}
        {...form.register("newMail")}
      />
      <TextField
        label={t("AccountSecurity.Mail.NewMailConfirmation")}
        type="email"
        autoComplete="email"
        error={message(errors.newMailConfirmation?.message)}
        {...form.register("newMailConfirmation")}
      />
    </StepForm>
  );
}
