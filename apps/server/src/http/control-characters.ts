import type { FastifyInstance, FastifyRequest } from "fastify";
import { type AppError, invalidFields } from "../lib/app-error.ts";

/**
 * C0 controls and DEL, except tab, line feed and carriage return. A NUL reaching PostgreSQL is a
 * 500 (text cannot hold it), and no field a customer types needs the others.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/**
 * A lone UTF-16 surrogate: JSON can carry one ("\ud800"), UTF-8 cannot, so PostgreSQL would store
 * U+FFFD instead of what was sent (found by account-update.property.test.ts). A pair is one code point.
 */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with a text, if anything. */
function textFault(text: string): "control_character" | "invalid_value" | undefined {
  if (CONTROL.test(text)) {
    return "control_character";
  }
  return LONE_SURROGATE.test(text) ? "invalid_value" : undefined;
}
/** Deeper than any contract body: past this the walk stops looking (the schema refuses such bodies). */
const MAX_DEPTH = 8;

/** The first string holding a control character or a lone surrogate: its dotted path and the fault. */
export function findUnstorableText(
  value: unknown,
  path = "",
  depth = 0,
): { path: string; code: "control_character" | "invalid_value" } | undefined {
  if (typeof value === "string") {
    const code = textFault(value);
    return code ? { path: path || "(value)", code } : undefined;
  }
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) {
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    const keyCode = textFault(key);
    if (keyCode) {
      return { path: itemPath, code: keyCode };
    }
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** The dotted path of the first string holding a control character (or a lone surrogate), or undefined. */
export function findControlCharacter(value: unknown): string | undefined {
  return findUnstorableText(value)?.path;
}

/** The refusal for the first unstorable text in `value`, if any. */
function checkPart(where: "query" | "params" | "body", value: unknown): AppError | undefined {
  const found = findUnstorableText(value);
  if (!found) {
    return undefined;
  }
  const why =
    found.code === "control_character"
      ? "control characters are not allowed"
      : "the text is not valid Unicode";
  return invalidFields([found], `${where} field "${found.path}": ${why}`);
}

function checkRequest(request: FastifyRequest): AppError | undefined {
  return (
    checkPart("query", request.query) ??
    checkPart("params", request.params) ??
    checkPart("body", request.body)
  );
}

/**
 * Every /api route refuses control characters and lone surrogates in its query, path and body with a
 * coded 400, before
 * its schema and handler run. The identity pages and the provider check their own forms.
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) {
      return;
    }
    // Callback style: an async hook would cost every API request a promise, and the public reads
    // have a throughput budget (DESIGN.md "Quality budgets").
    const guard = (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) =>
      done(checkRequest(request));
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
}
