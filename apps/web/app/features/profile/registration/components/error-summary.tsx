import type { Ref } from "react";
import type { FieldErrors } from "react-hook-form";
import type { TranslationKey } from "../../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import {
  type DetailsField,
  type DetailsFormValues,
  REGISTRATION_DETAILS,
} from "../../personal-details/details-values";
import { FIELD_LABELS } from "./field-labels";
import { fieldId } from "./form-controls";

interface ErrorSummaryProps {
  errors: FieldErrors<DetailsFormValues>;
  age: number;
  ref: Ref<HTMLDivElement>;
}

/** The radio group is reached through its first option. */
function targetId(field: DetailsField): string {
  return fieldId(field === "gender" ? "gender-mr" : field);
}

/**
 * After a failed submit: every problem in form order, each a link to its field. It is an alert
 * and takes the focus, so keyboard and screen-reader users land on it (the form moves it there).
 */
export function ErrorSummary({ errors, age, ref }: ErrorSummaryProps) {
  const { t } = useTranslation();
  const problems = REGISTRATION_DETAILS.fields.flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });
  if (problems.length === 0) {
    return null;
  }
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={ref}
      aria-labelledby="register-error-summary"
    >
      <h2 id="register-error-summary" className="error-summary__title">
        {t("Register.ErrorSummary")}
      </h2>
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
              {`${t(FIELD_LABELS[field])}${t("Form.LabelSeparator")}${t(message as TranslationKey, { age })}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
