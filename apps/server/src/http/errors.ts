import { type ErrorResponse, fieldErrorsOf, type ValidationIssue } from "@cinelux/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";
import { findConnectionFailure, RETRY_AFTER_SECONDS } from "../lib/database-errors.ts";

const STATUS_CODES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "BAD_REQUEST",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send({
    code: "UNAVAILABLE",
    message: "The service is briefly unavailable. Please try again in a few seconds.",
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

/** A schema refused the request: the first issue as the message, every issue among `fields`. */
function validationFailure(
  error: FastifyError & { validation: ZodFastifySchemaValidationError[] },
  request: FastifyRequest,
): ErrorResponse {
  const issue = error.validation[0];
  const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
  const where = error.validationContext ?? "body";
  const message = field
    ? `Invalid ${where} field "${field}": ${issue?.message}`
    : `Invalid ${where}: ${issue?.message}`;
  const input = VALIDATED_PARTS[where as keyof typeof VALIDATED_PARTS]?.(request);
  const fields = fieldErrorsOf(error.validation.map(issueOf), input);
  return fields.length > 0 ? { code: "BAD_REQUEST", message, fields } : { code: "BAD_REQUEST", message };
}

/**
 * One error handler: every failure leaves as `{ code, message, fields? }` (the refused fields of a
 * request, STYLE.md "Errors"); a 5xx shows no internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorResponse = { code: error.code, message: error.message };
      if (error.fields.length > 0) {
        body.fields = [...error.fields];
      }
      return reply.status(error.status).headers(error.headers).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationFailure(error, request));
    }
    // The database is restarting or unreachable (docs/availability.md): a retryable 503, not a 500.
    const connectionFailure = findConnectionFailure(error);
    if (connectionFailure) {
      request.log.warn({ err: connectionFailure }, "database unavailable");
      return sendUnavailable(reply);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 503) {
      request.log.warn({ err: error }, "service unavailable");
      return sendUnavailable(reply);
    }
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({
        code: "INTERNAL",
        message: "Something went wrong on our side. Please try again later.",
      });
    }
    return reply.status(status).send({ code: STATUS_CODES[status] ?? "BAD_REQUEST", message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No route ${request.method} ${request.url.split("?")[0]}` });
  });
}
