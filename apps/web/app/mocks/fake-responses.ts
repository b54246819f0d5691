import { domainFromHost } from "@cinelux/contract/domains";
import {
  ERROR_MESSAGES,
  type ErrorMessagePick,
  type FixedMessageErrorCode,
} from "@cinelux/contract/error-messages";
import { ERROR_STATUS, type ErrorCode, type ErrorResponse, fieldErrorsOf } from "@cinelux/contract/errors";
import { isLanguage, type Language, languageFromAcceptLanguage } from "@cinelux/contract/languages";
import { HttpResponse } from "msw";
import type * as z from "zod";

/** A coded error answer, as the server's error handler writes it. */
export function error(status: number, body: ErrorResponse) {
  return HttpResponse.json(body, { status });
}

/**
 * The language the server answers a refusal in (SPEC 8, apps/server http/error-language.ts): the
 * `language` parameter, else `Accept-Language`, else the host's domain. The fake signs in nobody, so
 * the customer's own language (the server's second rule) is not one of its steps.
 */
export function refusalLanguage(request: Request): Language {
  const url = new URL(request.url);
  const asked = url.searchParams.get("language");
  if (isLanguage(asked)) {
    return asked;
  }
  return (
    languageFromAcceptLanguage(request.headers.get("accept-language")) ??
    domainFromHost(request.headers.get("host") ?? url.host).languages[0]
  );
}

/** A refusal as the server answers it: the code's status and its message in the request's language. */
export function coded(request: Request, code: FixedMessageErrorCode) {
  return error(ERROR_STATUS[code], { code, message: ERROR_MESSAGES[refusalLanguage(request)][code] });
}

/**
 * A refusal whose message names something of the request or the situation: `pick` takes it from the
 * table the server answers with (a figure's function, a situation of `when`), in the request's language.
 */
export function codedAs(
  request: Request,
  code: ErrorCode,
  pick: ErrorMessagePick,
  fields: ErrorResponse["fields"] = [],
) {
  const message = pick(ERROR_MESSAGES[refusalLanguage(request)]);
  return error(ERROR_STATUS[code], fields.length > 0 ? { code, message, fields } : { code, message });
}

/** A refusal naming `fields`, in the server's words for one (a rule's or a schema's refusal). */
export function refusedFields(request: Request, fields: NonNullable<ErrorResponse["fields"]>) {
  return codedAs(request, "BAD_REQUEST", (m) => m.when.refusingFields.BAD_REQUEST, fields);
}

/** SPEC 6: the account endpoints want a Bearer token; the fake accepts any. */
export function unauthorized(request: Request) {
  return /^Bearer \S+/.test(request.headers.get("authorization") ?? "")
    ? null
    : coded(request, "UNAUTHORIZED");
}

/**
 * As the server's zod refusals (http/errors.ts): every refused field in `fields`, the message in the
 * request's language (the server logs the first issue; the answer does not carry it).
 */
export function badRequest(request: Request, issues: readonly z.core.$ZodIssue[], body: unknown) {
  const fields = fieldErrorsOf(issues, body);
  return fields.length > 0 ? refusedFields(request, fields) : coded(request, "BAD_REQUEST");
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
  return parsed.success ? { data: parsed.data } : { refused: badRequest(request, parsed.error.issues, body) };
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
    : { refused: badRequest(request, parsed.error.issues, query) };
}
