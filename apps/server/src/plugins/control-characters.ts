import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error.ts";

/**
 * C0 controls and DEL, except tab, line feed and carriage return. A NUL reaching PostgreSQL is a
 * 500 (text cannot hold it), and no field a customer types needs the others (issue 6 item 7).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deeper than any contract body: past this the walk stops looking (the schema refuses such bodies). */
const MAX_DEPTH = 8;

/** The dotted path of the first string holding a control character, or undefined. */
export function findControlCharacter(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") {
    return CONTROL.test(value) ? path || "(value)" : undefined;
  }
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) {
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (CONTROL.test(key)) {
      return itemPath;
    }
    const found = findControlCharacter(item, itemPath, depth + 1);
    if (found) {
      return found;
    }
  }
  return undefined;
}

function checkRequest(request: FastifyRequest): void {
  for (const [where, value] of [
    ["query", request.query],
    ["params", request.params],
    ["body", request.body],
  ] as const) {
    const path = findControlCharacter(value);
    if (path) {
      throw new AppError(
        "BAD_REQUEST",
        `Invalid ${where} field "${path}": control characters are not allowed.`,
        {},
        [{ path, code: "control_character" }],
      );
    }
  }
}

/**
 * Every /api route refuses control characters in its query, path and body with a coded 400, before
 * its schema and handler run. The identity pages and the provider check their own forms.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) {
      return;
    }
    const guard = async (request: FastifyRequest) => checkRequest(request);
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
}
