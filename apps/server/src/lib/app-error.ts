import { ERROR_STATUS, type ErrorCode, type FieldError } from "@cinelux/contract";

/**
 * A coded failure a handler or service raises; the error handler maps the code to its status and
 * sends `fields`, the refused fields, when there are any.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly fields: readonly FieldError[];

  constructor(
    code: ErrorCode,
    message: string,
    headers: Record<string, string> = {},
    fields: readonly FieldError[] = [],
  ) {
    super(message);
    this.code = code;
    this.headers = headers;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

/** 401: a valid access token whose account no longer exists (deleted since sign-in). */
export function accountGone(): AppError {
  return new AppError("UNAUTHORIZED", "This account no longer exists.");
}
