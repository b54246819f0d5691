import { GENDERS } from "@cinelux/contract/profile";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import type { DetailsFormValues } from "../../personal-details/details-values";
import { errorId, FieldErrorText, fieldId } from "./form-controls";

interface GenderFieldProps {
  register: UseFormRegister<DetailsFormValues>;
  error?: FieldError;
  age: number;
}

/** SPEC 3 gender as a radio group: a fieldset named by its legend; arrow keys move between options. */
export function GenderField({ register, error, age }: GenderFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="field field--radios">
      <legend className="field__label">{t("Form.Gender")}</legend>
      {GENDERS.map((gender) => (
        <span className="field__radio" key={gender}>
          <input
            type="radio"
            id={fieldId(`gender-${gender}`)}
            value={gender}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId("gender") : undefined}
            {...register("gender")}
          />
          <label htmlFor={fieldId(`gender-${gender}`)}>{t(`Form.Gender.${gender}`)}</label>
        </span>
      ))}
      <FieldErrorText name="gender" error={error} age={age} />
    </fieldset>
  );
}
