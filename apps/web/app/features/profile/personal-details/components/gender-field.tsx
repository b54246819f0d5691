import { GENDERS } from "@cinelux/contract/profile";
import { useTranslation } from "../../../../lib/i18n/use-translation";
import { type DetailsScope, FieldErrorText } from "./form-controls";
import { errorId, fieldId } from "./form-look";

/** SPEC 3 gender as a radio group: a fieldset named by its legend; arrow keys move between options. */
export function GenderField({ scope }: { scope: DetailsScope }) {
  const { t } = useTranslation();
  const { look, register, errors } = scope;
  const error = errors.gender;
  const options = GENDERS.map((gender) => (
    <span className={look.radio} key={gender}>
      <input
        type="radio"
        id={fieldId(look, `gender-${gender}`)}
        value={gender}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(look, "gender") : undefined}
        {...register("gender")}
      />
      <label htmlFor={fieldId(look, `gender-${gender}`)}>{t(`Form.Gender.${gender}`)}</label>
    </span>
  ));
  return (
    <fieldset className={look.radios}>
      <legend className={look.label}>{t("Form.Gender")}</legend>
      {look.radioOptions ? <div className={look.radioOptions}>{options}</div> : options}
      <FieldErrorText scope={scope} name="gender" error={error} />
    </fieldset>
  );
}
