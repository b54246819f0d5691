import type { TranslationKey } from "../../../lib/i18n/create-i18n";
import { useTranslation } from "../../../lib/i18n/use-translation";

/** A refusal at the foot of a wallet form, announced at once. */
export function FormError({ errorKey }: { errorKey?: TranslationKey }) {
  const { t } = useTranslation();
  return errorKey ? (
    <p className="ui-field__error" role="alert">
      {t(errorKey)}
    </p>
  ) : null;
}
