import { ERROR_MESSAGES, type FixedMessageErrorCode } from "@cinelux/contract/error-messages";
import { ERROR_STATUS, type ErrorCode, type ErrorResponse, fieldErrorsOf } from "@cinelux/contract/errors";
import { HttpResponse } from "msw";
import type * as z from "zod";

/** A coded error answer, as the server's error handler writes it. */
export function error(status: number, body: ErrorResponse) {
  return HttpResponse.json(body, { status });
}

/** A refusal as the server answers it: the code's status and the server's message for the code. */
export function coded(code: FixedMessageErrorCode) {
  return error(ERROR_STATUS[code], { code, message: ERROR_MESSAGES[code] });
}

/**
 * A refusal whose message names something of the request or the situation: `message` comes from the
 * same tables the server throws with (ERROR_MESSAGES' functions, ERROR_MESSAGES_WHEN).
 */
export function codedAs(code: ErrorCode, message: string) {
  return error(ERROR_STATUS[code], { code, message });
}

/** SPEC 6: the account endpoints want a Bearer token; the fake accepts any. */
export function unauthorized(request: Request) {
  return /^Bearer \S+/.test(request.headers.get("authorization") ?? "")
    ? null
    : error(401, { code: "UNAUTHORIZED", message: "Missing or invalid access token." });
}

/**
 * As the server's zod refusals (http/errors.ts): the first issue as the message, every refused
 * field in `fields`; `where` names the refused part as Fastify does (body, querystring, params).
 */
export function badRequest(
  issues: readonly z.core.$ZodIssue[],
  body: unknown,
  where: "body" | "querystring" | "params" = "body",
) {
  const issue = issues[0];
  const field = issue?.path.join(".");
  const message = field
    ? `Invalid ${where} field "${field}": ${issue?.message}`
    : `Invalid ${where}: ${issue?.message}`;
  const fields = fieldErrorsOf(issues, body);
  return error(
    400,
    fields.length > 0 ? { code: "BAD_REQUEST", message, fields } : { code: "BAD_REQUEST", message },
  );
}

/** A request checked against the contract: what it carries, parsed, or the refusal to answer. */
export type Checked<T> = { data: T; refused?: undefined } | { data?: undefined; refused: Response };

/**
 * A signed-in write checked in the server's order: the token (401), then the body against the
 * contract's schema (400 naming the fields).
 */
export async function signedInBody<T>(request: Request, schema: z.ZodType<T>): Promise<Checked<T>> {
  const refused = unauthorized(request);
  if (refused) {
    return { refused };
  }
  const body: unknown = await request.json().catch(() => null);
  const parsed = schema.safeParse(body);
  return parsed.success ? { data: parsed.data } : { refused: badRequest(parsed.error.issues, body) };
}

/**
 * A signed-in read checked in the server's order: the token (401), then the query string against
 * the contract's schema (400 naming the fields).
 */
export function signedInQuery<T>(request: Request, schema: z.ZodType<T>): Checked<T> {
  const refused = unauthorized(request);
  if (refused) {
    return { refused };
  }
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(query);
  return parsed.success
    ? { data: parsed.data }
    : { refused: badRequest(parsed.error.issues, query, "querystring") };
}
