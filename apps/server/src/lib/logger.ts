import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyServerOptions } from "fastify";

/** JSON logs; never a token, password or card number in a line. */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.token",
        "*.cardNumber",
        "*.pinCode",
      ],
      censor: "[redacted]",
    },
    serializers: {
      // Query strings may carry tokens (reset links, authorization codes): log the path only.
      req(request: { method: string; url: string; id: string }) {
        return { method: request.method, path: request.url.split("?")[0], id: request.id };
      },
    },
  };
}

// A random prefix per process and a counter: unique across processes, and no random draw per request.
const PROCESS_PREFIX = randomUUID().slice(0, 8);
let counter = 0;

export function newRequestId(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  if (typeof given === "string" && /^[\w.-]{1,64}$/.test(given)) {
    return given;
  }
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${PROCESS_PREFIX}-${counter.toString(36)}`;
}
