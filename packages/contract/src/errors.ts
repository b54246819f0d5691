import * as z from "zod";

/** Every error the API answers with; the web translates the code (STYLE.md "Errors"). */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** PATCH /api/accounts/me with `registered: true` while a required profile field is missing. */
  REGISTRATION_INCOMPLETE: 400,
  /** The birth date makes the customer younger than AGE_RESTRICTION (SPEC 5, 9). */
  AGE_RESTRICTION: 400,
  /** SPEC 5 "Captcha response": the call needs an ALTCHA answer in `x-captcha-response`; none came. */
  CAPTCHA_REQUIRED: 400,
  /** The answer is malformed, forged, wrongly solved or expired: solve a new challenge. */
  CAPTCHA_INVALID: 400,
  /** The answer was already spent (single use, across every server process): solve a new challenge. */
  CAPTCHA_REPLAYED: 400,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
