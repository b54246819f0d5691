import { ageOn } from "./birth-date.ts";
import type { PassPerson } from "./orders.ts";
import { PASSES, type PassAddOn, type PassType, passAddOns } from "./passes.ts";

/**
 * Who may take a pass at sign-up (docs/domain/payments.md "Subscribing"), checked alike by the web
 * (to say why before paying) and by the server (before any payment is created).
 */

/** A person of full age, who counts among the Family pass's adults. */
export const ADULT_AGE = 18;

export type PassSignUpError = "PASS_AGE_NOT_ALLOWED" | "PASS_PEOPLE_INVALID" | "PASS_ADD_ON_NOT_ALLOWED";

export interface PassSignUp {
  plan: PassType;
  addOns: readonly PassAddOn[];
  partner?: PassPerson | undefined;
  members?: readonly PassPerson[] | undefined;
  /** The holder's (the account's) birth date; null when the profile has none. */
  holderBirthDate: string | null;
  today: string;
}

/** The first rule the sign-up breaks, or null when the pass may be taken. */
export function passSignUpError(signUp: PassSignUp): PassSignUpError | null {
  const pass = PASSES[signUp.plan];
  const allowed = passAddOns(signUp.plan);
  if (
    new Set(signUp.addOns).size !== signUp.addOns.length ||
    signUp.addOns.some((addOn) => !allowed.includes(addOn))
  ) {
    return "PASS_ADD_ON_NOT_ALLOWED";
  }
  if (pass.maxAgeExclusive !== null) {
    if (!signUp.holderBirthDate || ageOn(signUp.holderBirthDate, signUp.today) >= pass.maxAgeExclusive) {
      return "PASS_AGE_NOT_ALLOWED";
    }
  }
  const members = signUp.members ?? [];
  const others = [...(signUp.partner ? [signUp.partner] : []), ...members];
  if (others.some((person) => person.birthDate > signUp.today)) {
    return "PASS_PEOPLE_INVALID";
  }
  if (pass.maxAdults !== null) {
    // The Family pass: its other members, at most maxAdults adults with the holder.
    const holderAdult = signUp.holderBirthDate
      ? ageOn(signUp.holderBirthDate, signUp.today) >= ADULT_AGE
      : true;
    const adults = members.filter((person) => ageOn(person.birthDate, signUp.today) >= ADULT_AGE).length;
    const fits = !signUp.partner && members.length >= 1 && members.length <= pass.people - 1;
    return fits && adults + (holderAdult ? 1 : 0) <= pass.maxAdults ? null : "PASS_PEOPLE_INVALID";
  }
  if (pass.people === 2) {
    return signUp.partner && members.length === 0 ? null : "PASS_PEOPLE_INVALID";
  }
  return others.length === 0 ? null : "PASS_PEOPLE_INVALID";
}
