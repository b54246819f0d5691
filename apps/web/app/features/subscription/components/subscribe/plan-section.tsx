import type { AccountResponse } from "@cinelux/contract/account";
import { ageOn } from "@cinelux/contract/birth-date";
import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import {
  PASS_ADD_ON_DEFINITIONS,
  PASS_TYPES,
  PASSES,
  type PassAddOn,
  type PassType,
  passAddOns,
  passPricing,
} from "@cinelux/contract/passes";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { Button, Card, CheckboxField, SelectField } from "../../../../ui";
import { formatDate, formatMoney } from "../../format";
import { EMPTY_PERSON, otherPeopleOf, type PersonDraft } from "../../subscribe-rules";
import { type PersonErrors, PersonFields } from "../person-fields";

export interface PlanChoice {
  plan: PassType;
  addOns: PassAddOn[];
  partner: PersonDraft;
  members: PersonDraft[];
}

export interface PlanErrors {
  age?: "noBirthDate" | "tooOld";
  addOns?: boolean;
  people?: boolean;
  tooManyAdults?: boolean;
  partner: PersonErrors;
  members: PersonErrors[];
}

/** Step 1: the plan (changeable), its add-ons, and the people a Duo or a Family pass names. */
export function PlanSection({
  account,
  domain,
  language,
  today,
  choice,
  errors,
  onPlan,
  onChange,
}: {
  account: AccountResponse;
  domain: DomainId;
  language: Language;
  today: string;
  choice: PlanChoice;
  errors: PlanErrors;
  onPlan: (plan: PassType) => void;
  onChange: (choice: PlanChoice) => void;
}) {
  const { t } = useTranslation();
  const { plan } = choice;
  const pass = PASSES[plan];
  const perMonth = (cents: number) => t("Subscribe.PerMonth", { price: formatMoney(cents, language) });
  const addOns = passAddOns(plan);
  const others = otherPeopleOf(plan);
  return (
    <Card title={t("Subscribe.Plan.Title")} className="subscribe-section">
      <SelectField
        label={t("Subscribe.Plan.Label")}
        value={plan}
        error={
          errors.age === "tooOld" && account.birthDate
            ? t("Subscribe.Plan.AgeTooOld", {
                age: String(pass.maxAgeExclusive),
                birthDate: formatDate(account.birthDate, language),
                years: String(ageOn(account.birthDate, today)),
              })
            : errors.age === "noBirthDate"
              ? t("Subscribe.Plan.AgeNoBirthDate", { age: String(pass.maxAgeExclusive) })
              : undefined
        }
        hint={
          pass.maxAgeExclusive === null
            ? undefined
            : t("Subscribe.Plan.AgeHint", { age: String(pass.maxAgeExclusive) })
        }
        onChange={(event) => onPlan(event.target.value as PassType)}
      >
        {PASS_TYPES.map((type) => (
          <option key={type} value={type}>
            {`${t(`PassType.${type}`)} — ${perMonth(passPricing(type, domain).monthlyPriceCents)}`}
          </option>
        ))}
      </SelectField>

      {addOns.length > 0 ? (
        <fieldset className="subscribe-addons">
          <legend className="subscribe-addons__legend">{t("Subscribe.AddOns.Title")}</legend>
          {addOns.map((addOn) => (
            <CheckboxField
              key={addOn}
              label={`${t(`PassAddOn.${addOn}`)} (+ ${perMonth(PASS_ADD_ON_DEFINITIONS[addOn].monthlyPriceCents[domain])})`}
              hint={t(`Subscribe.AddOns.${addOn}`, {
                count: PASS_ADD_ON_DEFINITIONS[addOn].guestTicketsPerMonth,
              })}
              checked={choice.addOns.includes(addOn)}
              onChange={(event) =>
                onChange({
                  ...choice,
                  addOns: event.target.checked
                    ? [...choice.addOns, addOn]
                    : choice.addOns.filter((candidate) => candidate !== addOn),
                })
              }
            />
          ))}
          {errors.addOns ? (
            <p className="ui-field__error" role="alert">
              {t("Subscribe.AddOns.NotAllowed")}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="subscribe-note">{t("Subscribe.AddOns.None")}</p>
      )}

      {others.kind === "partner" ? (
        <div className="subscribe-people">
          <h3 className="subscribe-people__title">{t("Subscribe.People.PartnerTitle")}</h3>
          <p className="subscribe-note">{t("Subscribe.People.PartnerIntro")}</p>
          <PersonFields
            legend={t("Subscribe.People.Partner")}
            person={choice.partner}
            errors={errors.partner}
            onChange={(partner) => onChange({ ...choice, partner })}
          />
        </div>
      ) : null}

      {others.kind === "members" ? (
        <div className="subscribe-people">
          <h3 className="subscribe-people__title">{t("Subscribe.People.MembersTitle")}</h3>
          <p className="subscribe-note">
            {t("Subscribe.People.MembersIntro", {
              max: String(others.max),
              adults: String(pass.maxAdults),
            })}
          </p>
          {choice.members.map((member, index) => {
            const legend = t("Subscribe.People.Member", { number: String(index + 1) });
            return (
              <PersonFields
                // Members have no id of their own until the pass exists: their place is their key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows or shrinks by its buttons
                key={index}
                legend={legend}
                person={member}
                errors={errors.members[index] ?? {}}
                onChange={(next) =>
                  onChange({
                    ...choice,
                    members: choice.members.map((candidate, at) => (at === index ? next : candidate)),
                  })
                }
                onRemove={
                  choice.members.length > others.min
                    ? () => onChange({ ...choice, members: choice.members.filter((_, at) => at !== index) })
                    : undefined
                }
              />
            );
          })}
          {errors.tooManyAdults ? (
            <p className="ui-field__error" role="alert">
              {t("Subscribe.People.TooManyAdults", { adults: String(pass.maxAdults) })}
            </p>
          ) : null}
          {choice.members.length < others.max ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onChange({ ...choice, members: [...choice.members, { ...EMPTY_PERSON }] })}
              >
                {t("Subscribe.People.Add")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {errors.people ? (
        <p className="ui-field__error" role="alert">
          {t("Subscribe.People.Invalid")}
        </p>
      ) : null}
    </Card>
  );
}
