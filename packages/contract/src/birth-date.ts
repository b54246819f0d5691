// No zod here: the customer home's birth date push checks the date on its first load (DESIGN.md
// JS budget). The same rule as PATCH /api/accounts/me (docs/accounts.md "Birth date", "Age").
import { AGE_RESTRICTION } from "./constants.ts";

/** No customer was born before this date: an earlier one is a typing mistake. */
export const EARLIEST_BIRTH_DATE = "1900-01-01";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Full years between two YYYY-MM-DD dates; born on 29 February, one is a year older on 1 March. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** What is wrong with a birth date given on `today` (YYYY-MM-DD), as a field error code; null: fine. */
export function birthDateProblem(
  birthDate: string,
  today: string,
  ageRestriction: number = AGE_RESTRICTION,
): "required" | "invalid_format" | "invalid_value" | "too_young" | null {
  if (birthDate.trim() === "") {
    return "required";
  }
  if (!isIsoDate(birthDate)) {
    return "invalid_format";
  }
  if (birthDate > today || birthDate < EARLIEST_BIRTH_DATE) {
    return "invalid_value";
  }
  return ageOn(birthDate, today) < ageRestriction ? "too_young" : null;
}
