import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button, TextField } from "../../../ui";
import type { PersonDraft, PersonField, PersonProblem } from "../subscribe-rules";
import "./person-fields.css";

export type PersonErrors = Partial<Record<PersonField, PersonProblem>>;

const PROBLEM_TEXT: Record<PersonField, Record<PersonProblem, TranslationKey>> = {
  firstName: { required: "Subscribe.Person.FirstNameRequired", invalid: "Subscribe.Person.FirstNameInvalid" },
  lastName: { required: "Subscribe.Person.LastNameRequired", invalid: "Subscribe.Person.LastNameInvalid" },
  birthDate: { required: "Subscribe.Person.BirthDateRequired", invalid: "Subscribe.Person.BirthDateInvalid" },
};

/**
 * One person the pass names (the Duo's partner, a Family member): first name, last name, birth date.
 * The sign-up and the Change plan dialog both ask with it.
 */
export function PersonFields({
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
    <fieldset className="pass-person">
      <legend className="pass-person__legend">{legend}</legend>
      <div className="pass-person__fields">
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
            {t("Subscribe.People.Remove", { name: legend })}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
