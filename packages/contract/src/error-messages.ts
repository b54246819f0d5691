import { ENGLISH_ERROR_MESSAGES, type ErrorMessages } from "./error-messages-en.ts";
import { FRENCH_ERROR_MESSAGES } from "./error-messages-fr.ts";
import { DUTCH_ERROR_MESSAGES } from "./error-messages-nl.ts";
import type { ErrorCode } from "./errors.ts";
import type { Language } from "./languages.ts";

export type { ErrorMessages } from "./error-messages-en.ts";

/**
 * The message the API sends with a code, in each language (SPEC 8: the web shows the server's message
 * of some refusals, so it speaks the customer's language). The web translates the code and never reads
 * the message otherwise (STYLE.md "Errors"). The server answers with these words in the request's
 * language and the web's fakes answer with them too, so a fake's answer is the server's. A message
 * that names a figure of the request is a function of it; `when` holds a code's words for a second
 * situation.
 */
export const ERROR_MESSAGES: Readonly<Record<Language, ErrorMessages>> = {
  fr: FRENCH_ERROR_MESSAGES,
  nl: DUTCH_ERROR_MESSAGES,
  en: ENGLISH_ERROR_MESSAGES,
};

/**
 * Which words of the table an answer takes, whatever its language: `(m) => m.FEELINGS_FULL(max)`,
 * `(m) => m.when.addingCard.PASS_CARD_NOT_FOUND`. The language is known only when the answer is written.
 */
export type ErrorMessagePick = (messages: ErrorMessages) => string;

/** The codes whose message names nothing of the request. */
export type FixedMessageErrorCode = {
  [Code in ErrorCode]: ErrorMessages[Code] extends string ? Code : never;
}[ErrorCode];

/**
 * The words of a code known only at run time (a refused action's) in one language's table, when they
 * name nothing of the request; else the table's CONFLICT words.
 */
export function fixedErrorMessage(messages: ErrorMessages, code: ErrorCode): string {
  const message: unknown = messages[code];
  return typeof message === "string" ? message : messages.CONFLICT;
}

/** Whether `code`'s message names nothing of the request (a code known only at run time). */
export function isFixedMessageErrorCode(code: ErrorCode): code is FixedMessageErrorCode {
  return typeof ERROR_MESSAGES.en[code] === "string";
}

/** The e-ticket error codes sendmail, cancel and the share view answer with (inside `{ done: false, error }`). */
export type TicketErrorCode = Extract<
  ErrorCode,
  | "TICKET_NOT_FOUND"
  | "TICKET_REFERENCE_INVALID"
  | "TICKET_MAIL_INVALID"
  | "TICKET_MAIL_RATE_LIMITED"
  | "TICKET_NOT_REFUNDABLE"
  | "TICKET_SESSION_STARTED"
  | "TICKET_ALREADY_CANCELLED"
  | "SHARE_LINK_INVALID"
  | "SHARED_SESSION_NOT_FOUND"
>;

export const TICKET_ERROR_CODES: readonly TicketErrorCode[] = [
  "TICKET_NOT_FOUND",
  "TICKET_REFERENCE_INVALID",
  "TICKET_MAIL_INVALID",
  "TICKET_MAIL_RATE_LIMITED",
  "TICKET_NOT_REFUNDABLE",
  "TICKET_SESSION_STARTED",
  "TICKET_ALREADY_CANCELLED",
  "SHARE_LINK_INVALID",
  "SHARED_SESSION_NOT_FOUND",
];

export function isTicketErrorCode(code: string): code is TicketErrorCode {
  return (TICKET_ERROR_CODES as readonly string[]).includes(code);
}
