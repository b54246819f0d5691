import type { TranslationKey } from "../lib/i18n/create-i18n";
import { useTranslation } from "../lib/i18n/use-translation";

/** SPEC 2.1: the page title comes from a translated Title entry; React hoists it into <head>. */
export function PageTitle({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return <title>{t(titleKey)}</title>;
}
