import { ageOn, EARLIEST_BIRTH_DATE, isIsoDate } from "@cinelux/contract/birth-date";
import type { DomainId } from "@cinelux/contract/domains";
import { PASSES, type PassAddOn, type PassType, passAddOns, passAllowsAge } from "@cinelux/contract/passes";
import { addDays, addMonths, commitmentEndOf } from "@cinelux/contract/subscription-rules";

/**
 * The pass sign-up's rules as the screen checks them before paying (docs/screens/subscribe.md):
 * the contract's pass rules (passes.ts) and dates (subscription-rules.ts) applied to what the
 * customer typed. The server checks them again and decides (PASS_AGE_NOT_ALLOWED,
 * PASS_PEOPLE_INVALID, PASS_ADD_ON_NOT_ALLOWED).
 */

/** Family members under this age are children; the others count as adults (passes.ts `maxAdults`). */
export const ADULT_AGE = 18;

/** Days a consumer may withdraw from a contract made at a distance (Code de la consommation L221-18, BW 6:230o). */
export const WITHDRAWAL_DAYS = 14;

/** The chain's calendar day (Europe/Paris; Amsterdam keeps the same clock), as ISO YYYY-MM-DD. */
export function chainToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Paris",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** Why the holder may not take `plan`: no birth date on the profile, or too old (CINEPASS_26); null: fine. */
export function holderAgeProblem(
  plan: PassType,
  birthDate: string | null,
  today: string,
): "noBirthDate" | "tooOld" | null {
  if (PASSES[plan].maxAgeExclusive === null) {
    return null;
  }
  if (!birthDate || !isIsoDate(birthDate)) {
    return "noBirthDate";
  }
  return passAllowsAge(plan, ageOn(birthDate, today)) ? null : "tooOld";
}

/** The add-ons kept when the plan changes: only those the new plan can take. */
export function addOnsFor(plan: PassType, addOns: readonly PassAddOn[]): PassAddOn[] {
  const allowed = passAddOns(plan);
  return addOns.filter((addOn) => allowed.includes(addOn));
}

/** A person the Duo or the Family pass names, as typed. */
export interface PersonDraft {
  firstName: string;
  lastName: string;
  birthDate: string;
}

export const EMPTY_PERSON: PersonDraft = { firstName: "", lastName: "", birthDate: "" };

export type PersonField = keyof PersonDraft;
export type PersonProblem = "required" | "invalid";

/** Each field's problem for one person; empty: the person is complete. */
export function personProblems(
  person: PersonDraft,
  today: string,
): Partial<Record<PersonField, PersonProblem>> {
  const problems: Partial<Record<PersonField, PersonProblem>> = {};
  if (person.firstName.trim() === "") {
    problems.firstName = "required";
  } else if (person.firstName.trim().length > 60) {
    problems.firstName = "invalid";
  }
  if (person.lastName.trim() === "") {
    problems.lastName = "required";
  } else if (person.lastName.trim().length > 60) {
    problems.lastName = "invalid";
  }
  if (person.birthDate === "") {
    problems.birthDate = "required";
  } else if (
    !isIsoDate(person.birthDate) ||
    person.birthDate > today ||
    person.birthDate < EARLIEST_BIRTH_DATE
  ) {
    problems.birthDate = "invalid";
  }
  return problems;
}

/** How many other people the plan names: the Duo's partner, the Family's 1 to `people - 1` members. */
export function otherPeopleOf(plan: PassType): {
  min: number;
  max: number;
  kind: "partner" | "members" | null;
} {
  const { people, maxAdults } = PASSES[plan];
  if (people === 2 && maxAdults === null) {
    return { min: 1, max: 1, kind: "partner" };
  }
  if (people > 2) {
    return { min: 1, max: people - 1, kind: "members" };
  }
  return { min: 0, max: 0, kind: null };
}

/**
 * The Family pass's adults rule: at most `maxAdults` of its people (the holder included) are
 * ADULT_AGE or older; false when the people typed break it. People without a valid date are left
 * to their own field error.
 */
export function tooManyAdults(
  plan: PassType,
  holderBirthDate: string | null,
  members: readonly PersonDraft[],
  today: string,
): boolean {
  const maxAdults = PASSES[plan].maxAdults;
  if (maxAdults === null) {
    return false;
  }
  const dates = [holderBirthDate ?? "", ...members.map((member) => member.birthDate)];
  const adults = dates.filter((date) => isIsoDate(date) && ageOn(date, today) >= ADULT_AGE).length;
  return adults > maxAdults;
}

/**
 * The contract's dates for a pass started on `startDate`: the commitment's end (the contract's
 * `commitmentEndOf`; the start itself for a month-to-month plan), the billing day (the start's day
 * of the month, 28 at most so every month has it, as the engine stores it), the first SEPA debit
 * (the billing day of the next month: the first payment covers the first month) and the last day
 * of the withdrawal period.
 */
export function contractDates(plan: PassType, domain: DomainId, startDate: string) {
  const billingDay = Math.min(Number(startDate.slice(8, 10)), 28);
  const nextMonth = addMonths(startDate, 1);
  return {
    commitmentEnd: commitmentEndOf(plan, domain, startDate),
    billingDay,
    firstDebit: `${nextMonth.slice(0, 8)}${String(billingDay).padStart(2, "0")}`,
    withdrawalEnd: addDays(startDate, WITHDRAWAL_DAYS),
  };
}
