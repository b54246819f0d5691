import {
  ERROR_MESSAGES,
  ERROR_STATUS,
  type ErrorCode,
  type ErrorMessagePick,
  type FieldError,
  type FixedMessageErrorCode,
  type Language,
} from "@cinelux/contract";

export interface AppErrorOptions {
  /**
   * The words of the answer, picked from the contract's table (ERROR_MESSAGES) once the request's
   * language is known: a situation's (`(m) => m.when.addingCard.PASS_CARD_NOT_FOUND`) or a figure's
   * (`(m) => m.FEELINGS_FULL(max)`). By default, the code's own words.
   */
  message?: ErrorMessagePick;
  /** What exactly was refused, in English, for the log only: the answer never carries it. */
  detail?: string;
  headers?: Record<string, string>;
  /** The refused fields, each with the code the web translates. */
  fields?: readonly FieldError[];
}

/**
 * A coded failure a handler or service raises; the error handler maps the code to its status, writes
 * the message in the request's language and sends `fields`, the refused fields, when there are any.
 * `message` (Error's) is the English words and the detail, for logs and stack traces.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  readonly fields: readonly FieldError[];
  readonly detail: string | undefined;
  private readonly pick: ErrorMessagePick;

  constructor(code: FixedMessageErrorCode, options?: AppErrorOptions);
  constructor(code: ErrorCode, options: AppErrorOptions & { message: ErrorMessagePick });
  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const pick = options.message ?? ((messages) => messages[code as FixedMessageErrorCode]);
    const english = pick(ERROR_MESSAGES.en);
    super(options.detail ? `${english} (${options.detail})` : english);
    this.code = code;
    this.pick = pick;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.fields = options.fields ?? [];
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The answer's message in `language`. */
  messageIn(language: Language): string {
    return this.pick(ERROR_MESSAGES[language]);
  }
}

/** 401: a valid access token whose account no longer exists (deleted since sign-in). */
export function accountGone(headers: Record<string, string> = {}): AppError {
  return new AppError("UNAUTHORIZED", { message: (m) => m.when.accountGone.UNAUTHORIZED, headers });
}

/** 400: fields a rule refused (each named in `fields` with its code); `detail` says why, for the log. */
export function invalidFields(fields: readonly FieldError[], detail?: string): AppError {
  return new AppError("BAD_REQUEST", { message: (m) => m.when.refusingFields.BAD_REQUEST, fields, detail });
}
