import type { PassType } from "@cinelux/contract/passes";
import { PASSES } from "@cinelux/contract/passes";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { Button, TextField } from "../../../../ui";
import {
  EMPTY_PERSON,
  otherPeopleOf,
  type PersonDraft,
  type PersonField,
  type PersonProblem,
} from "../../subscribe-rules";

export type PersonErrors = Partial<Record<PersonField, PersonProblem>>;

/** The words of the sign-up's person fields: the same fields, the same texts. */
const PROBLEM_TEXT: Record<PersonField, Record<PersonProblem, TranslationKey>> = {
  firstName: { required: "Subscribe.Person.FirstNameRequired", invalid: "Subscribe.Person.FirstNameInvalid" },
  lastName: { required: "Subscribe.Person.LastNameRequired", invalid: "Subscribe.Person.LastNameInvalid" },
  birthDate: { required: "Subscribe.Person.BirthDateRequired", invalid: "Subscribe.Person.BirthDateInvalid" },
};

function PersonFields({
  legend,
  person,
  errors,
  onChange,
  onRemove,
}: {
  legend: string;
  person: PersonDraft;
  errors: PersonErrors;
  onChange: (person: PersonDraft) => void;
  onRemove?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const error = (field: PersonField) => {
    const problem = errors[field];
    return problem ? t(PROBLEM_TEXT[field][problem]) : undefined;
  };
  return (
    <fieldset className="plan-change__person">
      <legend className="plan-change__legend">{legend}</legend>
      <div className="plan-change__person-fields">
        <TextField
          label={t("Subscribe.Person.FirstName")}
          autoComplete="off"
          value={person.firstName}
          maxLength={60}
          error={error("firstName")}
          onChange={(event) => onChange({ ...person, firstName: event.target.value })}
        />
        <TextField
          label={t("Subscribe.Person.LastName")}
          autoComplete="off"
          value={person.lastName}
          maxLength={60}
          error={error("lastName")}
          onChange={(event) => onChange({ ...person, lastName: event.target.value })}
        />
        <TextField
          label={t("Subscribe.Person.BirthDate")}
          type="date"
          value={person.birthDate}
          error={error("birthDate")}
          onChange={(event) => onChange({ ...person, birthDate: event.target.value })}
        />
      </div>
      {onRemove ? (
        <div>
          <Button variant="ghost" size="sm" onClick={onRemove}>
            {t("PlanChange.People.Remove", { name: legend })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The people the new plan names: the Duo's second holder, or the Family pass's other members. */
export function PlanChangePeople({
  plan,
  partner,
  members,
  partnerErrors,
  memberErrors,
  onPartner,
  onMembers,
}: {
  plan: PassType;
  partner: PersonDraft;
  members: PersonDraft[];
  partnerErrors: PersonErrors;
  memberErrors: PersonErrors[];
  onPartner: (partner: PersonDraft) => void;
  onMembers: (members: PersonDraft[]) => void;
}) {
  const { t } = useTranslation();
  const others = otherPeopleOf(plan);
  if (others.kind === "partner") {
    return (
      <div className="plan-change__people">
        <p className="subscription-modal__note">{t("PlanChange.People.PartnerIntro")}</p>
        <PersonFields
          legend={t("PlanChange.People.Partner")}
          person={partner}
          errors={partnerErrors}
          onChange={onPartner}
        />
      </div>
    );
  }
  if (others.kind !== "members") {
    return null;
  }
  return (
    <div className="plan-change__people">
      <p className="subscription-modal__note">
        {t("PlanChange.People.MembersIntro", {
          max: String(others.max),
          adults: String(PASSES[plan].maxAdults),
        })}
      </p>
      {members.map((member, index) => {
        const legend = t("PlanChange.People.Member", { number: String(index + 1) });
        return (
          <PersonFields
            // Members have no id of their own until the pass names them: their place is their key.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows or shrinks by its buttons
            key={index}
            legend={legend}
            person={member}
            errors={memberErrors[index] ?? {}}
            onChange={(next) => onMembers(members.map((candidate, at) => (at === index ? next : candidate)))}
            onRemove={
              members.length > others.min
                ? () => onMembers(members.filter((_, at) => at !== index))
                : undefined
            }
          />
        );
      })}
      {members.length < others.max ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onMembers([...members, { ...EMPTY_PERSON }])}>
            {t("PlanChange.People.Add")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
