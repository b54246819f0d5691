import type { AccountResponse } from "@cinelux/contract/account";
import type { Language } from "@cinelux/contract/languages";
import {
  PASS_ADD_ON_DEFINITIONS,
  PASSES,
  type PassAddOn,
  type PassType,
  passAddOns,
} from "@cinelux/contract/passes";
import { monthlyPriceCents } from "@cinelux/contract/sales";
import type { SubscriptionResponse } from "@cinelux/contract/subscription";
import { type FormEvent, useState } from "react";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { showToast } from "../../../../lib/toasts/toast-store";
import { closeModal } from "../../../../shell/modals/modal-store";
import { Button, CheckboxField, SelectField } from "../../../../ui";
import { useChangePlan } from "../../api/change-plan";
import { formatDate, formatMoney } from "../../format";
import { heldPick, isHeld, planChangeConsequence, plansOffered } from "../../plan-change-rules";
import { EMPTY_PERSON, otherPeopleOf } from "../../subscribe-rules";
import { PlanChangeConsequence } from "./plan-change-consequence";
import {
  type DraftErrors,
  errorsOfRefusal,
  type FormProblem,
  hasPeopleErrors,
  NO_ERRORS,
  type PlanDraft,
  peopleErrorsOf,
  requestOf,
  ruleOf,
} from "./plan-change-errors";
import { PLAN_CHANGE_MODAL_ID } from "./plan-change-modal-id";
import { PlanChangePeople } from "./plan-change-people";

const FORM_PROBLEMS: Record<FormProblem, TranslationKey> = {
  held: "PlanChange.Error.Held",
  notAllowed: "PlanChange.Error.NotAllowed",
  unavailable: "PlanChange.Error.PaymentUnavailable",
  unanswered: "PlanChange.Error.Unanswered",
  failed: "PlanChange.Error.Failed",
};

/** The draft for `plan`: the add-ons it can take kept, a first Family member to fill in. */
function draftFor(plan: PassType, previous: PlanDraft): PlanDraft {
  const allowed = passAddOns(plan);
  const others = otherPeopleOf(plan);
  return {
    plan,
    addOns: previous.addOns.filter((addOn) => allowed.includes(addOn)),
    partner: previous.partner,
    members:
      others.kind === "members"
        ? previous.members.length === 0
          ? [{ ...EMPTY_PERSON }]
          : previous.members.slice(0, others.max)
        : previous.members,
  };
}

/**
 * docs/screens/subscribe.md "Changing plan": the plan, its add-ons and people, the consequence
 * stated before confirming, the pass rules checked before sending; every refusal in place.
 */
export function PlanChangeForm({
  account,
  subscription,
  language,
  today,
}: {
  account: AccountResponse;
  subscription: SubscriptionResponse;
  language: Language;
  today: string;
}) {
  const { t } = useTranslation();
  const held = heldPick(subscription);
  const domain = account.domain;
  const [draft, setDraft] = useState<PlanDraft>(() =>
    draftFor(held.plan, { ...held, addOns: [...held.addOns], partner: { ...EMPTY_PERSON }, members: [] }),
  );
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<DraftErrors>(NO_ERRORS);
  const changePlan = useChangePlan(language);

  const people = peopleErrorsOf(draft, today);
  const rule = ruleOf(account, draft, today, !hasPeopleErrors(people));
  const same = isHeld(held, draft);
  // Field problems show once the customer has tried; the age and add-on rules say why at once.
  const errors: DraftErrors = {
    rule: refusal.rule ?? (rule === "PASS_PEOPLE_INVALID" && !tried ? undefined : rule),
    partner: tried ? { ...refusal.partner, ...people.partner } : refusal.partner,
    members: tried
      ? people.members.map((member, at) => ({ ...refusal.members[at], ...member }))
      : refusal.members,
    form: refusal.form ?? (tried && same ? "held" : undefined),
  };
  const consequence = same ? null : planChangeConsequence({ subscription, domain, choice: draft, today });
  const perMonth = (cents: number) => t("PlanChange.PerMonth", { price: formatMoney(cents, language) });

  function update(next: PlanDraft) {
    setDraft(next);
    setRefusal(NO_ERRORS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (same || rule || hasPeopleErrors(people)) {
      return;
    }
    try {
      const answer = await changePlan.change(requestOf(draft));
      if (answer.change === "scheduled") {
        closeModal(PLAN_CHANGE_MODAL_ID);
        showToast({
          type: "info",
          closable: true,
          i18n: {
            content: "PlanChange.Scheduled.Done",
            values: { plan: t(`PassType.${draft.plan}`), date: formatDate(answer.executionDate, language) },
          },
        });
      }
    } catch (error) {
      setRefusal(errorsOfRefusal(error));
    }
  }

  const pass = PASSES[draft.plan];
  const addOns = passAddOns(draft.plan);
  return (
    <form
      className="subscription-modal__body plan-change"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <p>
        {t("PlanChange.Current", {
          plan: t(`PassType.${held.plan}`),
          price: formatMoney(subscription.consumption.subscriptionAmount, language),
        })}
      </p>
      <SelectField
        label={t("PlanChange.Plan")}
        value={draft.plan}
        hint={
          pass.maxAgeExclusive === null
            ? undefined
            : t("PlanChange.AgeHint", { age: String(pass.maxAgeExclusive) })
        }
        error={
          errors.rule === "PASS_AGE_NOT_ALLOWED"
            ? t(account.birthDate ? "PlanChange.Error.Age" : "PlanChange.Error.NoBirthDate", {
                plan: t(`PassType.${draft.plan}`),
                age: String(pass.maxAgeExclusive ?? ""),
              })
            : undefined
        }
        onChange={(event) => update(draftFor(event.target.value as PassType, draft))}
      >
        {plansOffered(held).map((plan) => {
          const price = perMonth(monthlyPriceCents(plan, [], domain));
          const label = `${t(`PassType.${plan}`)} — ${price}`;
          return (
            <option key={plan} value={plan}>
              {plan === held.plan ? t("PlanChange.HeldOption", { plan: label }) : label}
            </option>
          );
        })}
      </SelectField>

      {addOns.length > 0 ? (
        <fieldset className="plan-change__addons">
          <legend className="plan-change__legend">{t("PlanChange.AddOns")}</legend>
          {addOns.map((addOn: PassAddOn) => (
            <CheckboxField
              key={addOn}
              label={t("PlanChange.AddOn", {
                addOn: t(`PassAddOn.${addOn}`),
                price: perMonth(PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[domain]),
              })}
              checked={draft.addOns.includes(addOn)}
              onChange={(event) =>
                update({
                  ...draft,
                  addOns: event.target.checked
                    ? [...draft.addOns, addOn]
                    : draft.addOns.filter((candidate) => candidate !== addOn),
                })
              }
            />
          ))}
          {errors.rule === "PASS_ADD_ON_NOT_ALLOWED" ? (
            <p className="ui-field__error" role="alert">
              {t("PlanChange.Error.AddOns")}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="subscription-modal__note">{t("PlanChange.NoAddOns")}</p>
      )}

      <PlanChangePeople
        plan={draft.plan}
        partner={draft.partner}
        members={draft.members}
        partnerErrors={errors.partner}
        memberErrors={errors.members}
        onPartner={(partner) => update({ ...draft, partner })}
        onMembers={(members) => update({ ...draft, members })}
      />
      {errors.rule === "PASS_PEOPLE_INVALID" ? (
        <p className="ui-field__error" role="alert">
          {t("PlanChange.Error.People")}
        </p>
      ) : null}

      <PlanChangeConsequence consequence={consequence} language={language} />

      {errors.form ? (
        <p className="ui-field__error" role="alert">
          {t(FORM_PROBLEMS[errors.form])}
        </p>
      ) : null}
      <div className="subscription-modal__actions">
        <Button type="submit" busy={changePlan.isPending}>
          {consequence?.change === "upgrade"
            ? t("PlanChange.ConfirmUpgrade", { amount: formatMoney(consequence.nowCents, language) })
            : t("PlanChange.ConfirmScheduled")}
        </Button>
        <Button variant="secondary" onClick={() => closeModal(PLAN_CHANGE_MODAL_ID)}>
          {t("PlanChange.Keep")}
        </Button>
      </div>
    </form>
  );
}
