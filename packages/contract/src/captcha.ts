import * as z from "zod";

/**
 * An ALTCHA proof-of-work challenge (`GET /api/captcha`), in the format the `altcha` widget reads.
 * The widget answers with `CAPTCHA_HEADER` (API writes) or the `altcha` form field (identity pages).
 */
export const CaptchaChallengeResponseSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().int().optional(),
  }),
  signature: z.string(),
});
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponseSchema>;

/** DESIGN.md "Captcha": the solved payload travels in this header on API writes (SPEC 5). */
export { CAPTCHA_HEADER } from "./captcha-header.ts";
