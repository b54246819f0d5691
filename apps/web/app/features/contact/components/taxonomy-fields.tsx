import type { FaqTheme } from "@cinelux/contract/support";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SelectField } from "../../../ui";

/** SPEC 5 "Case creation": theme (type), sub-theme (topic) and reason, by their ids. */
export interface TaxonomyChoice {
  type: string;
  topic: string;
  reason: string;
}

export const EMPTY_TAXONOMY: TaxonomyChoice = { type: "", topic: "", reason: "" };

/**
 * Three dependent lists (SPEC 9 "Support taxonomy"): a sub-theme list appears once a theme is
 * chosen, a reason list once a sub-theme is; changing one clears what depended on it.
 */
export function TaxonomyFields({
  themes,
  choice,
  onChange,
}: {
  themes: FaqTheme[];
  choice: TaxonomyChoice;
  onChange: (choice: TaxonomyChoice) => void;
}) {
  const { t } = useTranslation();
  const theme = themes.find((each) => each.id === choice.type);
  const topic = theme?.topics.find((each) => each.id === choice.topic);
  return (
    <fieldset className="contact__taxonomy">
      <legend>{t("Contact.Taxonomy.Legend")}</legend>
      <SelectField
        label={t("Contact.Taxonomy.Theme")}
        value={choice.type}
        onChange={(event) => onChange({ type: event.target.value, topic: "", reason: "" })}
      >
        <option value="">{t("Contact.Taxonomy.Choose")}</option>
        {themes.map((each) => (
          <option key={each.id} value={each.id}>
            {each.label}
          </option>
        ))}
      </SelectField>
      {theme ? (
        <SelectField
          label={t("Contact.Taxonomy.Topic")}
          value={choice.topic}
          onChange={(event) => onChange({ ...choice, topic: event.target.value, reason: "" })}
        >
          <option value="">{t("Contact.Taxonomy.Choose")}</option>
          {theme.topics.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </SelectField>
      ) : null}
      {topic ? (
        <SelectField
          label={t("Contact.Taxonomy.Reason")}
          value={choice.reason}
          onChange={(event) => onChange({ ...choice, reason: event.target.value })}
        >
          <option value="">{t("Contact.Taxonomy.Choose")}</option>
          {topic.reasons.map((each) => (
            <option key={each.id} value={each.id}>
              {each.label}
            </option>
          ))}
        </SelectField>
      ) : null}
    </fieldset>
  );
}
