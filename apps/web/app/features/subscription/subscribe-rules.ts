import { EARLIEST_BIRTH_DATE, isIsoDate } from "@cinelux/contract/birth-date";
import type { DomainId } from "@cinelux/contract/domains";
import { type PassSignUp, passSignUpError } from "@cinelux/contract/pass-rules";
import { PASSES, type PassAddOn, type PassType, passAddOns } from "@cinelux/contract/passes";
import { addDays, billingDayOf, commitmentEndOf, firstPeriodEnd } from "@cinelux/contract/subscription-rules";

/**
 * The pass sign-up's rules as the screen checks them before paying (docs/screens/subscribe.md):
 * the contract's own check of the pass rules (`passSignUpError`, the one the server runs before any
 * payment: PASS_AGE_NOT_ALLOWED, PASS_PEOPLE_INVALID, PASS_ADD_ON_NOT_ALLOWED) and its dates
 * (sales.ts, subscription-rules.ts), applied to what the customer typed; the screen only picks the
 * words and the field that say it.
 */

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

/** What the plan section says when the contract refuses the sign-up: one message, on its control. */
export interface PassRuleProblems {
  age?: "noBirthDate" | "tooOld";
  addOns?: boolean;
  people?: boolean;
  tooManyAdults?: boolean;
}

/**
 * The contract's verdict on the sign-up (`passSignUpError`) in the screen's words. It checks the
 * add-ons and the holder's age before the people, so those stand even while a person's fields are
 * incomplete; a refusal of the people waits until they are (each field says what is missing).
 */
export function passRuleProblems(signUp: PassSignUp, peopleComplete: boolean): PassRuleProblems {
  switch (passSignUpError(signUp)) {
    case "PASS_ADD_ON_NOT_ALLOWED":
      return { addOns: true };
    case "PASS_AGE_NOT_ALLOWED":
      return { age: signUp.holderBirthDate ? "tooOld" : "noBirthDate" };
    case "PASS_PEOPLE_INVALID": {
      if (!peopleComplete) {
        return {};
      }
      // The Family pass with as many members as it takes can only break its adults rule.
      const { people, maxAdults } = PASSES[signUp.plan];
      const members = signUp.members?.length ?? 0;
      return maxAdults !== null && members >= 1 && members <= people - 1
        ? { tooManyAdults: true }
        : { people: true };
    }
    default:
      return {};
  }
}

/**
 * The contract's dates for a pass started on `startDate`, as the server stores them: the
 * commitment's end (`commitmentEndOf`; the start itself for a month-to-month plan), the billing day
 * (`billingDayOf`: the start's day, the 1st for a start on the 29th to 31st), the first SEPA debit
 * (`firstPeriodEnd`: the first payment covers the pass up to that day, billing takes over from it)
 * and the last day of the withdrawal period (14 days after the contract's day, as the welcome mail says).
 */
export function contractDates(plan: PassType, domain: DomainId, startDate: string) {
  return {
    commitmentEnd: commitmentEndOf(plan, domain, startDate),
    billingDay: billingDayOf(startDate),
    firstDebit: firstPeriodEnd(startDate),
    withdrawalEnd: addDays(startDate, WITHDRAWAL_DAYS),
  };
}
