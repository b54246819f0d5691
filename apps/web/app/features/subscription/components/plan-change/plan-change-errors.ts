import type { AccountResponse } from "@cinelux/contract/account";
import type { SubscribeRequest } from "@cinelux/contract/orders";
import { passSignUpError } from "@cinelux/contract/pass-rules";
import type { PassAddOn, PassType } from "@cinelux/contract/passes";
import { ApiError } from "../../../../lib/api/api-error";
import { otherPeopleOf, type PersonDraft, personProblems } from "../../subscribe-rules";
import type { PersonErrors } from "../person-fields";

/** What the customer has chosen so far. */
export interface PlanDraft {
  plan: PassType;
  addOns: PassAddOn[];
  partner: PersonDraft;
  members: PersonDraft[];
}

/** A refusal of the whole change, shown above the buttons. */
export type FormProblem = "held" | "notAllowed" | "unavailable" | "unanswered" | "failed";

export interface DraftErrors {
  /** The pass rules (contract `passSignUpError`): the holder's age, the add-ons, the people. */
  rule?: "PASS_AGE_NOT_ALLOWED" | "PASS_ADD_ON_NOT_ALLOWED" | "PASS_PEOPLE_INVALID";
  partner: PersonErrors;
  members: PersonErrors[];
  form?: FormProblem;
}

export const NO_ERRORS: DraftErrors = { partner: {}, members: [] };

function trimmed(person: PersonDraft): PersonDraft {
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    birthDate: person.birthDate,
  };
}

/** The request the draft makes: a partner only for the Duo, members only for the Family pass. */
export function requestOf(draft: PlanDraft): SubscribeRequest {
  const others = otherPeopleOf(draft.plan);
  return {
    plan: draft.plan,
    addOns: draft.addOns,
    ...(others.kind === "partner" ? { partner: trimmed(draft.partner) } : {}),
    ...(others.kind === "members" ? { members: draft.members.map(trimmed) } : {}),
  };
}

/**
 * The rule the draft breaks, checked before sending (docs/screens/subscribe.md "Changing plan"): the
 * add-ons and the holder's age at once, the people once each person's fields are complete.
 */
export function ruleOf(
  account: AccountResponse,
  draft: PlanDraft,
  today: string,
  peopleComplete: boolean,
): DraftErrors["rule"] {
  const rule = passSignUpError({ ...requestOf(draft), holderBirthDate: account.birthDate, today });
  return rule === "PASS_PEOPLE_INVALID" && !peopleComplete ? undefined : (rule ?? undefined);
}

/** Each named person's field problems (the sign-up's `personProblems`). */
export function peopleErrorsOf(draft: PlanDraft, today: string): Pick<DraftErrors, "partner" | "members"> {
  const others = otherPeopleOf(draft.plan);
  return {
    partner: others.kind === "partner" ? personProblems(draft.partner, today) : {},
    members: others.kind === "members" ? draft.members.map((member) => personProblems(member, today)) : [],
  };
}

export function hasPeopleErrors(errors: Pick<DraftErrors, "partner" | "members">): boolean {
  const some = (person: PersonErrors) => Object.keys(person).length > 0;
  return some(errors.partner) || errors.members.some(some);
}

/** A server refusal placed where it belongs (STYLE.md "Errors": by code and fields, never the message). */
export function errorsOfRefusal(error: unknown): DraftErrors {
  if (!(error instanceof ApiError)) {
    return { ...NO_ERRORS, form: "unanswered" };
  }
  switch (error.code) {
    case "PASS_AGE_NOT_ALLOWED":
    case "PASS_PEOPLE_INVALID":
    case "PASS_ADD_ON_NOT_ALLOWED":
      return { ...NO_ERRORS, rule: error.code };
    case "SUBSCRIPTION_CHANGE_NOT_ALLOWED":
      return { ...NO_ERRORS, form: "notAllowed" };
    case "PAYMENT_UNAVAILABLE":
      return { ...NO_ERRORS, form: "unavailable" };
    default:
      return error.fields.length > 0 ? errorsOfFields(error) : { ...NO_ERRORS, form: "failed" };
  }
}

/** A 400 naming fields ("partner.birthDate", "members.1.firstName", "addOns.0"): each on its control. */
function errorsOfFields(error: ApiError): DraftErrors {
  const errors: DraftErrors = { partner: {}, members: [] };
  for (const field of error.fields) {
    const [head, second, third] = field.path.split(".");
    const problem = field.code === "required" ? "required" : "invalid";
    if (head === "partner" && (second === "firstName" || second === "lastName" || second === "birthDate")) {
      errors.partner[second] = problem;
    } else if (
      head === "members" &&
      (third === "firstName" || third === "lastName" || third === "birthDate")
    ) {
      const index = Number(second);
      errors.members[index] = { ...errors.members[index], [third]: problem };
    } else if (head === "addOns") {
      errors.rule = "PASS_ADD_ON_NOT_ALLOWED";
    } else {
      errors.rule = "PASS_PEOPLE_INVALID";
    }
  }
  return errors;
}
