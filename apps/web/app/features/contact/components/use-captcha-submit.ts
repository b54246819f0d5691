import { useState } from "react";
import { ApiError } from "../../../lib/api/api-error";
import { reportApiError } from "../../../lib/api/error-toast";
import { CaptchaUnavailableError, isCaptchaRefusal } from "../../../lib/captcha/captcha-answer";
import { type Captcha, useCaptcha } from "../../../lib/captcha/use-captcha";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { contactErrorKey } from "../contact-errors";

/** Where a refusal is shown: under the captcha widget, on the refused fields, or at the foot of the form. */
export interface ContactSubmitErrors {
  captcha?: TranslationKey;
  form?: TranslationKey;
  /** The fields the server refused, by their request names (`subject`, `description`…). */
  fields?: string[];
}

/**
 * The case form's submit (SPEC 5 "Captcha response ... when creating a case"): the captcha's answer,
 * the call, then a new challenge whatever the answer (one answer serves one call, docs/captcha.md).
 * As the wallet's forms do (features/wallet/components/use-captcha-submit.ts), with the case's codes.
 */
export function useCaptchaSubmit() {
  const captcha: Captcha = useCaptcha();
  const [errors, setErrors] = useState<ContactSubmitErrors>({});

  async function submit(call: (answer: string) => Promise<unknown>): Promise<boolean> {
    setErrors({});
    let answer: string;
    try {
      answer = await captcha.solve();
    } catch (error) {
      if (error instanceof CaptchaUnavailableError) {
        setErrors({ captcha: "Captcha.Required" });
        return false;
      }
      throw error;
    }
    try {
      await call(answer);
      return true;
    } catch (error) {
      const key = contactErrorKey(error);
      if (isCaptchaRefusal(error)) {
        setErrors({ captcha: "Captcha.Refused" });
      } else if (key) {
        const fields = error instanceof ApiError ? error.fields.map((field) => field.path) : [];
        setErrors({ form: key, fields });
      } else {
        reportApiError(error, "default");
      }
      return false;
    } finally {
      captcha.renew();
    }
  }

  return { captcha, errors, submit };
}
