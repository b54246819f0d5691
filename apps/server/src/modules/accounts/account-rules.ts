import {
  AGE_RESTRICTION,
  type FieldError,
  GENERAL_OPTIN_FIELD,
  MAIL_OPTIN_FIELD,
  REGISTRATION_REQUIRED_FIELDS,
  UPDATE_FIELD_TO_ACCOUNT_FIELD,
  type UpdateAccountRequest,
} from "@cinelux/contract";
import { ageOn, EARLIEST_BIRTH_DATE } from "@cinelux/contract/birth-date";
import { isValidPostalCode } from "@cinelux/contract/profile";
import type { AccountRow } from "../../db/schema/index.ts";
import { AppError, invalidFields } from "../../lib/app-error.ts";
import { localDateOf } from "../../lib/local-time.ts";

/** Today's date (YYYY-MM-DD) on the customers' calendar. */
export function todayIn(now: Date): string {
  return localDateOf(now);
}

// The birth date's bounds are the contract's, shared with the forms and the fakes.
export { ageOn } from "@cinelux/contract/birth-date";

/** A birth date in the future or before EARLIEST_BIRTH_DATE. */
const BIRTH_DATE_INVALID: FieldError = { path: "dateOfBirth", code: "invalid_value" };

/** PATCH names -> account columns: the contract's account fields, except the opt-ins' column names. */
export const PATCH_COLUMNS = {
  ...UPDATE_FIELD_TO_ACCOUNT_FIELD,
  [MAIL_OPTIN_FIELD]: "mailCommunicationOptin",
  [GENERAL_OPTIN_FIELD]: "generalCommunicationOptin",
} as const satisfies Record<keyof UpdateAccountRequest, keyof AccountRow>;

/** The profile fields a registered account must have: [column, PATCH name] (docs/accounts.md). */
const REGISTRATION_FIELDS = REGISTRATION_REQUIRED_FIELDS.map(
  (field) => [PATCH_COLUMNS[field], field] as const,
);

/**
 * Checks the account as it would be after the change; throws the first rule it breaks, naming its
 * fields (a REGISTRATION_INCOMPLETE names every missing one).
 */
export function checkAccountChange(options: {
  current: AccountRow;
  next: AccountRow;
  changes: UpdateAccountRequest;
  today: string;
}): void {
  const { current, next, changes, today } = options;
  if (current.registered && changes.registered === false) {
    throw invalidFields(
      [{ path: "registered", code: "invalid_value" }],
      'A registered account cannot go back to "registered": false.',
    );
  }
  if (changes.registered === true) {
    const missing = REGISTRATION_FIELDS.filter(([column]) => !next[column]).map(([, field]) => field);
    if (missing.length > 0) {
      throw new AppError("REGISTRATION_INCOMPLETE", {
        detail: `missing: ${missing.join(", ")}`,
        fields: missing.map((path) => ({ path, code: "required" })),
      });
    }
  }
  // The postal code has its country's form (contract profile.ts, shared with the forms), checked on
  // the account as it will be: changing the country alone can make a kept code wrong.
  if (
    (changes.zipCode !== undefined || changes.country !== undefined || changes.registered === true) &&
    next.postalCode &&
    next.country &&
    !isValidPostalCode(next.country, next.postalCode)
  ) {
    throw invalidFields(
      [{ path: "zipCode", code: "invalid_format" }],
      `body field "zipCode": not a postal code of the country ${next.country}`,
    );
  }
  if ((changes.dateOfBirth !== undefined || changes.registered === true) && next.birthDate) {
    if (next.birthDate > today) {
      throw invalidFields([BIRTH_DATE_INVALID], 'body field "dateOfBirth": the date is in the future');
    }
    if (next.birthDate < EARLIEST_BIRTH_DATE) {
      throw invalidFields(
        [BIRTH_DATE_INVALID],
        `body field "dateOfBirth": the date is before ${EARLIEST_BIRTH_DATE}`,
      );
    }
    if (ageOn(next.birthDate, today) < AGE_RESTRICTION) {
      throw new AppError("AGE_RESTRICTION", { fields: [{ path: "dateOfBirth", code: "too_young" }] });
    }
  }
}
