import { useState } from "react";
import { reportApiError } from "../../../lib/api/error-toast";
import { CaptchaUnavailableError, isCaptchaRefusal } from "../../../lib/captcha/captcha-answer";
import { type Captcha, useCaptcha } from "../../../lib/captcha/use-captcha";
import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { walletErrorKey } from "../wallet-errors";

/** Where a refusal is shown: under the captcha widget, or at the foot of the form. */
export interface CaptchaSubmitErrors {
  captcha?: TranslationKey;
  form?: TranslationKey;
}

/**
 * A wallet form's submit (SPEC 5): the captcha's answer, the call, then a new challenge whatever the
 * answer (one answer serves one call, docs/captcha.md). Refusals the form knows are shown in place:
 * the captcha's under its widget, the wallet's coded ones (wallet-errors.ts) at the foot; `onRefused`
 * lets a form say more (SPEC 8's add-to-wallet toast). Anything else is the default error toast.
 */
export function useCaptchaSubmit(options?: { onRefused?: (key: TranslationKey) => void }) {
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
      const key = walletErrorKey(error);
      if (isCaptchaRefusal(error)) {
        setErrors({ captcha: "Captcha.Refused" });
      } else if (key) {
        setErrors({ form: key });
        options?.onRefused?.(key);
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
