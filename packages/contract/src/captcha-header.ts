/**
 * DESIGN.md "Captcha": the solved ALTCHA payload travels in this header on API writes (SPEC 5).
 * A module without zod, so the web's every-page code (lib/) may read it (docs/performance.md).
 */
export const CAPTCHA_HEADER = "x-captcha-response";

/** The refusals of a captcha answer (docs/captcha.md): the web solves a new challenge. */
export const CAPTCHA_ERROR_CODES = ["CAPTCHA_REQUIRED", "CAPTCHA_INVALID", "CAPTCHA_REPLAYED"] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];
