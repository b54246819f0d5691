import { type ErrorCode, ErrorResponseSchema } from "@cinelux/contract";
import { CAPTCHA_HEADER } from "@cinelux/contract/captcha-header";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import * as z from "zod";
import type { Database } from "../db/client.ts";
import { AppError } from "../lib/app-error.ts";
import {
  type Captcha,
  type CaptchaVerdict,
  type CaptchaWork,
  createCaptcha,
} from "../modules/captcha/captcha.service.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** SPEC 5 "Captcha response": the call needs a fresh ALTCHA answer in `x-captcha-response`. */
    captcha?: boolean;
  }
}

/** Each refused verdict's code (its words are the contract's, in the request's language). */
const REFUSALS = {
  missing: "CAPTCHA_REQUIRED",
  invalid: "CAPTCHA_INVALID",
  reused: "CAPTCHA_REPLAYED",
} as const satisfies Record<Exclude<CaptchaVerdict, "verified">, ErrorCode>;

/** One header value: a repeated header is not an answer. */
function headerValue(request: FastifyRequest): string | undefined {
  const value = request.headers[CAPTCHA_HEADER];
  return typeof value === "string" ? value : undefined;
}

/**
 * The header and the 400 in the route's OpenAPI entry. Only a Zod object (or no headers schema) is
 * extended; the header is optional there, so a missing one is CAPTCHA_REQUIRED and not a schema error.
 */
function documentCaptcha(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema) {
    return;
  }
  const header = {
    [CAPTCHA_HEADER]: z
      .string()
      .optional()
      .describe("The ALTCHA answer to a challenge from GET /api/captcha"),
  };
  if (schema.headers === undefined) {
    schema.headers = z.object(header).loose();
  } else if (schema.headers instanceof z.ZodObject) {
    schema.headers = schema.headers.extend(header);
  }
  if (schema.response && typeof schema.response === "object" && !("400" in schema.response)) {
    schema.response = { ...schema.response, 400: ErrorResponseSchema };
  }
}

/**
 * A route that says `config: { captcha: true }` needs a solved, unexpired, unspent ALTCHA challenge
 * in `x-captcha-response` (docs/captcha.md). Checked as the first preHandler: after authentication
 * and schema validation, so a refused or malformed call does not spend the customer's answer. A
 * missing, bad or replayed answer is a 400 CAPTCHA_REQUIRED, CAPTCHA_INVALID or CAPTCHA_REPLAYED;
 * the single use is decided by the `captcha_solutions` table, so it holds across processes.
 */
export function registerCaptchaGuard(
  app: FastifyInstance,
  options: { db: Database; captcha?: Captcha; work?: CaptchaWork },
): void {
  const captcha = options.captcha ?? createCaptcha({ db: options.db, work: options.work });
  const requireCaptcha = async (request: FastifyRequest) => {
    const verdict = await captcha.verify(headerValue(request));
    if (verdict !== "verified") {
      throw new AppError(REFUSALS[verdict]);
    }
  };
  app.addHook("onRoute", (route) => {
    if (!route.config?.captcha) {
      return;
    }
    documentCaptcha(route);
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [requireCaptcha, ...existing];
  });
}
