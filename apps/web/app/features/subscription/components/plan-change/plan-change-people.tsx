import type { PassType } from "@cinelux/contract/passes";
import { PASSES } from "@cinelux/contract/passes";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { Button } from "../../../../ui";
import { EMPTY_PERSON, otherPeopleOf, type PersonDraft } from "../../subscribe-rules";
import { type PersonErrors, PersonFields } from "../person-fields";

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
