import { ERROR_STATUS, type ErrorCode } from "@cinelux/contract";

/** A coded failure a handler or service raises; the error handler maps the code to its status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.code = code;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
