import { CAPTCHA_ERROR_CODES, CAPTCHA_HEADER, type CaptchaErrorCode } from "@cinelux/contract/captcha-header";
import { ApiError } from "../api/api-error";

/** The headers of a write that needs a captcha (SPEC 5): the widget's payload, as it produced it. */
export function captchaHeaders(payload: string): Record<string, string> {
  return { [CAPTCHA_HEADER]: payload };
}

/** The server refused the answer (missing, invalid, replayed): a new challenge must be solved. */
export function isCaptchaRefusal(error: unknown): error is ApiError & { code: CaptchaErrorCode } {
  return error instanceof ApiError && (CAPTCHA_ERROR_CODES as readonly string[]).includes(error.code);
}

/** The widget could not give an answer (not loaded, challenge unreachable, proof of work failed). */
export class CaptchaUnavailableError extends Error {
  constructor(message = "The captcha could not be solved.") {
    super(message);
    this.name = "CaptchaUnavailableError";
  }
}
