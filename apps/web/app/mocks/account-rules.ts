import {
  type AccountResponse,
  REGISTRATION_REQUIRED_FIELDS,
  UPDATE_FIELD_TO_ACCOUNT_FIELD,
  type UpdateAccountRequest,
} from "@cinelux/contract/account";
import { ageOn, EARLIEST_BIRTH_DATE } from "@cinelux/contract/birth-date";
import { AGE_RESTRICTION } from "@cinelux/contract/constants";
import type { ErrorMessagePick } from "@cinelux/contract/error-messages";
import type { ErrorCode, FieldError } from "@cinelux/contract/errors";
import { interestOrNull } from "@cinelux/contract/interest-selection";
import { isValidPostalCode } from "@cinelux/contract/profile";

/** PATCH names (SPEC 7) -> account fields, as the server maps them. */
const FIELDS = UPDATE_FIELD_TO_ACCOUNT_FIELD;

/** The fields registration needs, by their PATCH names (shared with the server). */
const REGISTRATION_FIELDS = REGISTRATION_REQUIRED_FIELDS;

/** A refusal of the rules: the code, the words of the table it answers with, the refused fields. */
export class FakeApiError extends Error {
  readonly code: ErrorCode;
  readonly pick: ErrorMessagePick;
  readonly fields: FieldError[];

  constructor(code: ErrorCode, pick: ErrorMessagePick, fields: FieldError[] = []) {
    super(code);
    this.code = code;
    this.pick = pick;
    this.fields = fields;
  }
}

const refusingFields: ErrorMessagePick = (m) => m.when.refusingFields.BAD_REQUEST;

/**
 * The server's account rules (apps/server/src/modules/accounts/account-rules.ts), same codes,
 * words and fields: returns the account after the change, or throws a FakeApiError.
 */
export function applyAccountChange(
  current: AccountResponse,
  changes: UpdateAccountRequest,
  today: string,
): AccountResponse {
  const entries = Object.entries(changes) as [keyof UpdateAccountRequest, unknown][];
  if (entries.length === 0) {
    throw new FakeApiError("BAD_REQUEST", (m) => m.when.changingNothing.BAD_REQUEST);
  }
  const next: Record<string, unknown> = { ...current };
  for (const [field, value] of entries) {
    next[FIELDS[field]] = value === "" ? null : value;
  }
  // SPEC 5, as the server stores it: empty interests are null.
  if (changes.interest !== undefined) {
    next.interest = interestOrNull(changes.interest);
  }
  const account = next as AccountResponse;
  if (current.registered && changes.registered === false) {
    throw new FakeApiError("BAD_REQUEST", refusingFields, [{ path: "registered", code: "invalid_value" }]);
  }
  if (changes.registered === true) {
    const missing = REGISTRATION_FIELDS.filter((field) => !account[FIELDS[field]]);
    if (missing.length > 0) {
      throw new FakeApiError(
        "REGISTRATION_INCOMPLETE",
        (m) => m.REGISTRATION_INCOMPLETE,
        missing.map((path) => ({ path, code: "required" })),
      );
    }
  }
  if (
    (changes.zipCode !== undefined || changes.country !== undefined || changes.registered === true) &&
    account.postalCode &&
    account.country &&
    !isValidPostalCode(account.country, account.postalCode)
  ) {
    throw new FakeApiError("BAD_REQUEST", refusingFields, [{ path: "zipCode", code: "invalid_format" }]);
  }
  if ((changes.dateOfBirth !== undefined || changes.registered === true) && account.birthDate) {
    if (account.birthDate > today) {
      throw new FakeApiError("BAD_REQUEST", refusingFields, [{ path: "dateOfBirth", code: "invalid_value" }]);
    }
    if (account.birthDate < EARLIEST_BIRTH_DATE) {
      throw new FakeApiError("BAD_REQUEST", refusingFields, [{ path: "dateOfBirth", code: "invalid_value" }]);
    }
    if (ageOn(account.birthDate, today) < AGE_RESTRICTION) {
      throw new FakeApiError("AGE_RESTRICTION", (m) => m.AGE_RESTRICTION, [
        { path: "dateOfBirth", code: "too_young" },
      ]);
    }
  }
  const initials = [account.firstName, account.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return { ...account, pictureFallback: (initials || account.mail.charAt(0)).toLowerCase() };
}
