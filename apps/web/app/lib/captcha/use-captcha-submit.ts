import { useState } from "react";
import { ApiError } from "../api/api-error";
import { reportApiError } from "../api/error-toast";
import type { TranslationKey } from "../i18n/create-i18n";
import { CaptchaUnavailableError, isCaptchaRefusal } from "./captcha-answer";
import { type Captcha, useCaptcha } from "./use-captcha";

/** Where a refusal is shown: under the captcha widget, on the refused fields, or at the foot of the form. */
export interface CaptchaSubmitErrors {
  captcha?: TranslationKey;
  form?: TranslationKey;
  /** The fields the server refused, by their request names. */
  fields?: string[];
}

/**
 * A form's submit behind the captcha (SPEC 5): the captcha's answer, the call, then a new challenge
 * whatever the answer (one answer serves one call, docs/captcha.md). The captcha's refusals show
 * under its widget; the codes the form knows (`errorKey`: its feature's map of coded errors) at its
 * foot, with the refused fields; `onRefused` lets a form say more (SPEC 8's add-to-wallet toast).
 * Anything else is the default error toast.
 */
export function useCaptchaSubmit(options: {
  errorKey: (error: unknown) => TranslationKey | null | undefined;
  onRefused?: (key: TranslationKey) => void;
}) {
  const captcha: Captcha = useCaptcha();
  const [errors, setErrors] = useState<CaptchaSubmitErrors>({});

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
      const key = options.errorKey(error);
      if (isCaptchaRefusal(error)) {
        setErrors({ captcha: "Captcha.Refused" });
      } else if (key) {
        const fields = error instanceof ApiError ? error.fields.map((field) => field.path) : [];
        setErrors({ form: key, fields });
        options.onRefused?.(key);
      } else {
        reportApiError(error, "default");
      }
      return false;
    } finally {
      captcha.renew();
    }
  }

  return { captcha, errors, setErrors, submit };
}
