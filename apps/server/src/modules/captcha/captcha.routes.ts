import { CaptchaChallengeResponseSchema, ErrorResponseSchema } from "@cinelux/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Captcha } from "./captcha.service.ts";

/** A challenge costs the server one key derivation: bounded per address like a write. */
const CHALLENGE_RATE_LIMIT = { max: 60, timeWindow: 60_000 };

export const captchaRoutes: FastifyPluginAsyncZod<{ captcha: Captcha }> = async (app, { captcha }) => {
  app.get(
    "/api/captcha",
    {
      // DESIGN.md "Captcha": asked before a customer is known (sign-in, forms that need a captcha).
      config: { public: true, rateLimit: CHALLENGE_RATE_LIMIT },
      schema: {
        tags: ["security"],
        summary: "A new ALTCHA proof-of-work challenge (single use, 10 minutes)",
        description:
          "Solved by the `altcha` widget; the answer goes in the `x-captcha-response` header of the write that asks for it (or the `altcha` field of an identity form).",
        response: { 200: CaptchaChallengeResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  );
};
