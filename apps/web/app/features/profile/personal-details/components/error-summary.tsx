import type { Ref } from "react";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import type { DetailsField } from "../details-values";
import { FIELD_LABELS } from "./field-labels";
import type { DetailsScope } from "./form-controls";
import { fieldId } from "./form-look";

interface ErrorSummaryProps {
  scope: DetailsScope;
  /** The form's fields, in form order. */
  fields: readonly DetailsField[];
  ref: Ref<HTMLDivElement>;
}

/**
 * After a refused submit: every problem in form order, each a link to its field. It is an alert
 * and takes the focus (the form moves it there), so keyboard and screen-reader users land on it.
 */
export function ErrorSummary({ scope, fields, ref }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const { look, errors, messageValues } = scope;
  const problems = fields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
  if (problems.length === 0) {
    return null;
  }
  // The radio group is reached through its first option.
  const targetId = (field: DetailsField) => fieldId(look, field === "gender" ? "gender-mr" : field);
  const titleId = fieldId(look, "error-summary");
  return (
    <div
      className={look.summary}
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby={look.summaryHeading ? titleId : undefined}
    >
      {look.summaryHeading ? (
        <h2 id={titleId} className={look.summaryTitle}>
          {t(look.summaryTitleKey)}
        </h2>
      ) : (
        <p className={look.summaryTitle}>{t(look.summaryTitleKey)}</p>
      )}
      <ul>
        {problems.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${targetId(field)}`}
              onClick={(event) => {
                // Focus the field itself (the URL keeps no fragment to confuse the router).
                event.preventDefault();
                document.getElementById(targetId(field))?.focus();
              }}
            >
              {`${t(FIELD_LABELS[field])}${t("Form.LabelSeparator")}${t(message as TranslationKey, messageValues)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
