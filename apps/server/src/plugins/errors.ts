import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../lib/app-error.ts";

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
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(status === 503 ? 503 : 500).send({
        code: status === 503 ? "UNAVAILABLE" : "INTERNAL",
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
