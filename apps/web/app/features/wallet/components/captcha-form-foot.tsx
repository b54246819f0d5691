import type { Language } from "@cinelux/contract/languages";
import { CaptchaField } from "../../../lib/captcha/captcha-field";
import type { Captcha } from "../../../lib/captcha/use-captcha";
import type { CaptchaSubmitErrors } from "../../../lib/captcha/use-captcha-submit";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, type ButtonVariant } from "../../../ui";

/**
 * The foot every wallet write's form shares (SPEC 5): the captcha widget with its refusal under it,
 * the coded refusal of the last answer (announced at once), then the submit and the way out.
 */
export function CaptchaFormFoot({
  language,
  captcha,
  errors,
  submitLabel,
  submitVariant = "primary",
  busy,
  cancelLabel,
  onCancel,
}: {
  language: Language;
  captcha: Captcha;
  errors: CaptchaSubmitErrors;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <CaptchaField
        captcha={captcha}
        language={language}
        error={errors.captcha ? t(errors.captcha) : undefined}
      />
      {errors.form ? (
        <p className="ui-field__error" role="alert">
          {t(errors.form)}
        </p>
      ) : null}
      <div className="wallet-modal__actions">
        <Button type="submit" variant={submitVariant} busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </>
  );
}
