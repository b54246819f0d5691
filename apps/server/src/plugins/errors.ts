import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
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

/** One error handler: every failure leaves as `{ code, message }`; a 5xx shows no internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ code: error.code, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, "").replaceAll("/", ".");
      const where = error.validationContext ?? "body";
      const message = field
        ? `Invalid ${where} field "${field}": ${issue?.message}`
        : `Invalid ${where}: ${issue?.message}`;
      return reply.status(400).send({ code: "BAD_REQUEST", message });
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
