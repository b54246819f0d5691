import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import type { SubscribeRequest } from "@cinelux/contract/orders";
import type { PassType } from "@cinelux/contract/passes";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../../lib/api/api-error";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { paths } from "../../../../lib/routing/paths";
import { Button, CheckboxField } from "../../../../ui";
import { useSubscribe } from "../../api/subscribe";
import {
  addOnsFor,
  EMPTY_PERSON,
  otherPeopleOf,
  type PersonDraft,
  passRuleProblems,
  personProblems,
} from "../../subscribe-rules";
import type { PersonErrors } from "../person-fields";
import { ContractSummary } from "./contract-summary";
import { DetailsSection, missingDetails } from "./details-section";
import { type PlanChoice, type PlanErrors, PlanSection } from "./plan-section";

/** A refusal of the whole payment, shown above the button. */
type FormProblem = "alreadyActive" | "unavailable" | "unanswered" | "failed";

const FORM_PROBLEMS: Record<FormProblem, TranslationKey> = {
  alreadyActive: "Subscribe.Error.AlreadyActive",
  unavailable: "Subscribe.Error.PaymentUnavailable",
  unanswered: "Subscribe.Error.Unanswered",
  failed: "Subscribe.Error.Failed",
};

interface Errors {
  plan: PlanErrors;
  details?: boolean;
  terms?: boolean;
  form?: FormProblem;
}

const NO_ERRORS: Errors = { plan: { partner: {}, members: [] } };

function choiceFor(plan: PassType, previous?: PlanChoice): PlanChoice {
  const others = otherPeopleOf(plan);
  return {
    plan,
    addOns: previous ? addOnsFor(plan, previous.addOns) : [],
    partner: previous?.partner ?? { ...EMPTY_PERSON },
    members:
      others.kind === "members" && (previous?.members.length ?? 0) === 0
        ? [{ ...EMPTY_PERSON }]
        : (previous?.members.slice(0, others.max) ?? []),
  };
}

function trimmed(person: PersonDraft): PersonDraft {
  return {
    firstName: person.firstName.trim(),
    lastName: person.lastName.trim(),
    birthDate: person.birthDate,
  };
}

/** The request the choice makes: a partner only for the Duo, members only for the Family pass. */
function requestOf(choice: PlanChoice): SubscribeRequest {
  const others = otherPeopleOf(choice.plan);
  return {
    plan: choice.plan,
    addOns: choice.addOns,
    ...(others.kind === "partner" ? { partner: trimmed(choice.partner) } : {}),
    ...(others.kind === "members" ? { members: choice.members.map(trimmed) } : {}),
  };
}

/**
 * What the screen refuses before paying: each person's fields, then the contract's own check of the
 * pass rules (the server's), said on the control it concerns.
 */
function checkChoice(account: AccountResponse, choice: PlanChoice, accepted: boolean, today: string): Errors {
  const others = otherPeopleOf(choice.plan);
  const partner = others.kind === "partner" ? personProblems(choice.partner, today) : {};
  const members =
    others.kind === "members" ? choice.members.map((member) => personProblems(member, today)) : [];
  const complete = [partner, ...members].every((person) => Object.keys(person).length === 0);
  const request = requestOf(choice);
  return {
    plan: {
      ...passRuleProblems({ ...request, holderBirthDate: account.birthDate, today }, complete),
      partner,
      members,
    },
    details: missingDetails(account).length > 0 || undefined,
    terms: !accepted || undefined,
  };
}

function hasErrors(errors: Errors): boolean {
  const people = (person: PersonErrors) => Object.keys(person).length > 0;
  return Boolean(
    errors.plan.age ||
      errors.plan.addOns ||
      errors.plan.people ||
      errors.plan.tooManyAdults ||
      people(errors.plan.partner) ||
      errors.plan.members.some(people) ||
      errors.details ||
      errors.terms ||
      errors.form,
  );
}

/** A server refusal placed where it belongs (STYLE.md "Errors": by code and fields, never the message). */
function errorsOfRefusal(error: unknown): Errors {
  if (!(error instanceof ApiError)) {
    return { ...NO_ERRORS, form: "unanswered" };
  }
  switch (error.code) {
    case "PASS_AGE_NOT_ALLOWED":
      return { ...NO_ERRORS, plan: { ...NO_ERRORS.plan, age: "tooOld" } };
    case "PASS_PEOPLE_INVALID":
      return { ...NO_ERRORS, plan: { ...NO_ERRORS.plan, people: true } };
    case "PASS_ADD_ON_NOT_ALLOWED":
      return { ...NO_ERRORS, plan: { ...NO_ERRORS.plan, addOns: true } };
    case "SUBSCRIPTION_ALREADY_ACTIVE":
      return { ...NO_ERRORS, form: "alreadyActive" };
    case "PAYMENT_UNAVAILABLE":
      return { ...NO_ERRORS, form: "unavailable" };
    default:
      return error.fields.length > 0 ? errorsOfFields(error) : { ...NO_ERRORS, form: "failed" };
  }
}

/** A 400 naming fields ("partner.birthDate", "members.1.firstName", "addOns.0"): each on its control. */
function errorsOfFields(error: ApiError): Errors {
  const plan: PlanErrors = { partner: {}, members: [] };
  for (const field of error.fields) {
    const [head, second, third] = field.path.split(".");
    const problem = field.code === "required" ? "required" : "invalid";
    if (head === "partner" && (second === "firstName" || second === "lastName" || second === "birthDate")) {
      plan.partner[second] = problem;
    } else if (
      head === "members" &&
      (third === "firstName" || third === "lastName" || third === "birthDate")
    ) {
      const index = Number(second);
      plan.members[index] = { ...plan.members[index], [third]: problem };
    } else if (head === "addOns") {
      plan.addOns = true;
    } else {
      plan.people = true;
    }
  }
  return { plan };
}

/** Steps 1 to 3 and the payment (docs/screens/subscribe.md). */
export function SubscribeForm({
  account,
  language,
  today,
  plan,
  onPlan,
}: {
  account: AccountResponse;
  language: Language;
  today: string;
  plan: PassType;
  onPlan: (plan: PassType) => void;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<PlanChoice>(() => choiceFor(plan));
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [checked, setChecked] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const subscribe = useSubscribe(language);
  const domain = account.domain;

  // The plan in the address (the catalog's choice, a reload) is the plan on screen.
  useEffect(() => {
    setChoice((previous) => (previous.plan === plan ? previous : choiceFor(plan, previous)));
  }, [plan]);

  // Once checked, the errors follow what the customer corrects.
  useEffect(() => {
    if (checked) {
      setErrors((previous) => ({ ...checkChoice(account, choice, accepted, today), form: previous.form }));
    }
  }, [checked, account, choice, accepted, today]);

  // After a refused submit, the first control in error takes the focus (keyboard and screen readers).
  useEffect(() => {
    if (attempts > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')?.focus();
    }
  }, [attempts]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkChoice(account, choice, accepted, today);
    setChecked(true);
    setErrors(found);
    if (hasErrors(found)) {
      setAttempts((count) => count + 1);
      return;
    }
    try {
      await subscribe.pay(requestOf(choice));
    } catch (error) {
      setChecked(false);
      setErrors(errorsOfRefusal(error));
      setAttempts((count) => count + 1);
    }
  }

  return (
    <form ref={form} className="subscribe-form" noValidate onSubmit={(event) => void submit(event)}>
      <PlanSection
        account={account}
        domain={domain}
        language={language}
        today={today}
        choice={choice}
        errors={errors.plan}
        onPlan={onPlan}
        onChange={setChoice}
      />
      <DetailsSection account={account} language={language} missing={Boolean(errors.details)} />
      <ContractSummary
        plan={choice.plan}
        addOns={choice.addOns}
        domain={domain}
        language={language}
        today={today}
      >
        <CheckboxField
          label={t("Subscribe.Terms.Accept")}
          checked={accepted}
          error={errors.terms ? t("Subscribe.Terms.Required") : undefined}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {errors.form ? (
          <p className="ui-field__error subscribe-form__problem" role="alert" tabIndex={-1}>
            {t(FORM_PROBLEMS[errors.form])}{" "}
            {errors.form === "alreadyActive" ? (
              <Link to={paths.subscription(language)}>{t("Subscribe.Holder.Link")}</Link>
            ) : null}
          </p>
        ) : null}
        <div className="subscribe-form__actions">
          <Button type="submit" busy={subscribe.isPending}>
            {t("Subscribe.Pay")}
          </Button>
          <p className="subscribe-note">{t("Subscribe.PayHint")}</p>
        </div>
      </ContractSummary>
    </form>
  );
}
