import { type Control, useController } from "react-hook-form";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { InterestFormValues } from "../interest-form-values";

/**
 * One list of interests as a group of checkboxes (fieldset and legend: a screen reader names the
 * group with each box), drawn as chips. The legend says how many are ticked.
 */
export function ChoiceGroup({
  name,
  legend,
  choices,
  control,
}: {
  name: keyof InterestFormValues;
  legend: string;
  choices: readonly { id: string; label: string }[];
  control: Control<InterestFormValues>;
}) {
  const { t } = useTranslation();
  const { field } = useController({ name, control });
  const selected: string[] = field.value;
  const toggle = (id: string, checked: boolean) =>
    field.onChange(checked ? [...selected, id] : selected.filter((chosen) => chosen !== id));
  return (
    <fieldset className="interests__group">
      <legend className="interests__legend">
        {legend}{" "}
        <span className="interests__count">({t("Interests.Count", { count: selected.length })})</span>
      </legend>
      <ul className="interests__chips">
        {choices.map((choice) => (
          <li key={choice.id}>
            <label className="interests__chip">
              <input
                type="checkbox"
                name={name}
                value={choice.id}
                checked={selected.includes(choice.id)}
                onChange={(event) => toggle(choice.id, event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
              <span>{choice.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
