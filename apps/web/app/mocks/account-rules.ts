import {
  type AccountResponse,
  REGISTRATION_REQUIRED_FIELDS,
  UPDATE_FIELD_TO_ACCOUNT_FIELD,
  type UpdateAccountRequest,
} from "@cinelux/contract/account";
import { ageOn, EARLIEST_BIRTH_DATE } from "@cinelux/contract/birth-date";
import { AGE_RESTRICTION } from "@cinelux/contract/constants";
import type { ErrorResponse } from "@cinelux/contract/errors";
import { interestOrNull } from "@cinelux/contract/interest-selection";
import { isValidPostalCode } from "@cinelux/contract/profile";

/** PATCH names (SPEC 7) -> account fields, as the server maps them. */
const FIELDS = UPDATE_FIELD_TO_ACCOUNT_FIELD;

/** The fields registration needs, by their PATCH names (shared with the server). */
const REGISTRATION_FIELDS = REGISTRATION_REQUIRED_FIELDS;

export class FakeApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse;

  constructor(status: number, body: ErrorResponse) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/**
 * The server's account rules (apps/server/src/modules/accounts/account-rules.ts), same codes,
 * messages and fields: returns the account after the change, or throws a FakeApiError.
 */
export function applyAccountChange(
  current: AccountResponse,
  changes: UpdateAccountRequest,
  today: string,
): AccountResponse {
  const entries = Object.entries(changes) as [keyof UpdateAccountRequest, unknown][];
  if (entries.length === 0) {
    throw new FakeApiError(400, {
      code: "BAD_REQUEST",
      message: "Nothing to change: send at least one field.",
    });
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
    throw new FakeApiError(400, {
      code: "BAD_REQUEST",
      message: 'A registered account cannot go back to "registered": false.',
      fields: [{ path: "registered", code: "invalid_value" }],
    });
  }
  if (changes.registered === true) {
    const missing = REGISTRATION_FIELDS.filter((field) => !account[FIELDS[field]]);
    if (missing.length > 0) {
      throw new FakeApiError(400, {
        code: "REGISTRATION_INCOMPLETE",
        message: `Registration needs every profile field; missing: ${missing.join(", ")}.`,
        fields: missing.map((path) => ({ path, code: "required" })),
      });
    }
  }
  if (
    (changes.zipCode !== undefined || changes.country !== undefined || changes.registered === true) &&
    account.postalCode &&
    account.country &&
    !isValidPostalCode(account.country, account.postalCode)
  ) {
    throw new FakeApiError(400, {
      code: "BAD_REQUEST",
      message: `Invalid body field "zipCode": not a postal code of the country ${account.country}.`,
      fields: [{ path: "zipCode", code: "invalid_format" }],
    });
  }
  if ((changes.dateOfBirth !== undefined || changes.registered === true) && account.birthDate) {
    if (account.birthDate > today) {
      throw new FakeApiError(400, {
        code: "BAD_REQUEST",
        message: 'Invalid body field "dateOfBirth": the date is in the future.',
        fields: [{ path: "dateOfBirth", code: "invalid_value" }],
      });
    }
    if (account.birthDate < EARLIEST_BIRTH_DATE) {
      throw new FakeApiError(400, {
        code: "BAD_REQUEST",
        message: `Invalid body field "dateOfBirth": the date is before ${EARLIEST_BIRTH_DATE}.`,
        fields: [{ path: "dateOfBirth", code: "invalid_value" }],
      });
    }
    if (ageOn(account.birthDate, today) < AGE_RESTRICTION) {
      throw new FakeApiError(400, {
        code: "AGE_RESTRICTION",
        message: `Customers must be at least ${AGE_RESTRICTION} years old.`,
        fields: [{ path: "dateOfBirth", code: "too_young" }],
      });
    }
  }
  const initials = [account.firstName, account.lastName].map((part) => part?.trim().charAt(0) ?? "").join("");
  return { ...account, pictureFallback: (initials || account.mail.charAt(0)).toLowerCase() };
}
