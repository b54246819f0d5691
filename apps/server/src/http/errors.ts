import {
  ERROR_MESSAGES,
  type ErrorResponse,
  type FixedMessageErrorCode,
  fieldErrorsOf,
  type Language,
  type ValidationIssue,
} from "@cinelux/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";
import { findConnectionFailure, RETRY_AFTER_SECONDS } from "../lib/database-errors.ts";
import { type AccountLanguage, errorLanguage } from "./error-language.ts";

/** The code of a refusal Fastify or a plugin raised, by its status (429 names its wait: apart). */
declare module "fastify" {
  interface FastifyRequest {
    /** The language this request's error is answered in (http/error-language.ts). */
    errorLanguage(): Promise<Language>;
  }
}

const STATUS_CODES: Record<number, FixedMessageErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "BAD_REQUEST",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  503: "UNAVAILABLE",
};

function sendUnavailable(reply: FastifyReply, language: Language): FastifyReply {
  return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({
    code: "UNAVAILABLE",
    message: ERROR_MESSAGES[language].UNAVAILABLE,
  });
}

const VALIDATED_PARTS = {
  body: (request: FastifyRequest) => request.body,
  querystring: (request: FastifyRequest) => request.query,
  params: (request: FastifyRequest) => request.params,
  headers: (request: FastifyRequest) => request.headers,
} as const;

/** fastify-type-provider-zod's copy of a zod issue (`keyword` is its code, the rest in `params`). */
function issueOf(validation: ZodFastifySchemaValidationError): ValidationIssue {
  const path = validation.instancePath === "/" ? [] : validation.instancePath.slice(1).split("/");
  return { ...validation.params, code: validation.keyword, path };
}

/**
 * A schema refused the request: every issue among `fields` (the web translates each field's code),
 * the message in the request's language; the first issue, in English, goes to the log.
 */
function validationFailure(
  error: FastifyError & { validation: ZodFastifySchemaValidationError[] },
  request: FastifyRequest,
  language: Language,
): ErrorResponse {
  const issue = error.validation[0];
  const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const where = error.validationContext ?? "body";
  request.log.info(
    {
      code: "BAD_REQUEST",
      detail: field ? `${where} field "${field}": ${issue?.message}` : `${where}: ${issue?.message}`,
    },
    "request refused",
  );
  const input = VALIDATED_PARTS[where as keyof typeof VALIDATED_PARTS]?.(request);
  const fields = fieldErrorsOf(error.validation.map(issueOf), input);
  const messages = ERROR_MESSAGES[language];
  return fields.length > 0
    ? { code: "BAD_REQUEST", message: messages.when.refusingFields.BAD_REQUEST, fields }
    : { code: "BAD_REQUEST", message: messages.BAD_REQUEST };
}

/**
 * One error handler: every failure leaves as `{ code, message, fields? }` (the refused fields of a
 * request, STYLE.md "Errors"), the message in the request's language (http/error-language.ts); a 5xx
 * shows no internals. `accountLanguage` gives the signed-in customer's language.
 */
export function registerErrorHandler(app: FastifyInstance, accountLanguage?: AccountLanguage): void {
  // For the answers that carry a coded error in a shape of their own (SPEC 7's `{ done, error }`).
  app.decorateRequest("errorLanguage", function (this: FastifyRequest) {
    return errorLanguage(this, accountLanguage);
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.detail) {
        request.log.info({ code: error.code, detail: error.detail }, "request refused");
      }
      const language = await errorLanguage(request, accountLanguage);
      const body: ErrorResponse = { code: error.code, message: error.messageIn(language) };
      if (error.fields.length > 0) {
        body.fields = [...error.fields];
      }
      return reply.status(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = await errorLanguage(request, accountLanguage);
      return reply.status(400).send(validationFailure(error, request, language));
    }
    // The database is restarting or unreachable (docs/availability.md): a retryable 503, not a 500.
    // The customer's language is not asked of a database that is down.
    const connectionFailure = findConnectionFailure(error);
    if (connectionFailure) {
      request.log.warn({ err: connectionFailure }, "database unavailable");
      return sendUnavailable(reply, await errorLanguage(request, undefined));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503) {
      request.log.warn({ err: error }, "service unavailable");
      return sendUnavailable(reply, await errorLanguage(request, undefined));
    }
    const language = await errorLanguage(request, accountLanguage);
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ code: "INTERNAL", message: ERROR_MESSAGES[language].INTERNAL });
    }
    // Fastify's own refusals (a body too large, an unknown content type, a malformed JSON body):
    // the code's words, Fastify's English in the log.
    if (status === 429) {
      request.log.info({ code: "RATE_LIMITED", detail: error.message }, "request refused");
      const message = ERROR_MESSAGES[language].RATE_LIMITED(retryAfter(reply));
      return reply.status(429).send({ code: "RATE_LIMITED", message });
    }
    const code = STATUS_CODES[status] ?? "BAD_REQUEST";
    request.log.info({ code, detail: error.message }, "request refused");
    return reply.status(status).send({ code, message: ERROR_MESSAGES[language][code] });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const language = await errorLanguage(request, accountLanguage);
    const path = request.url.split("?")[0] ?? "/";
    return reply.status(404).send({
      code: "NOT_FOUND",
      message: ERROR_MESSAGES[language].when.noRoute.NOT_FOUND(request.method, path),
    });
  });
}

/** The seconds a 429 asks to wait, from the Retry-After its limiter set (a minute if none). */
function retryAfter(reply: FastifyReply): number {
  const seconds = Number(reply.getHeader("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 60;
}
