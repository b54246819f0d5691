import { useTranslation } from "react-i18next";
import type { TranslationKey } from "../lib/i18n/create-i18n";
import { PageTitle } from "./page-title";

interface PageLoadingProps {
  titleKey: TranslationKey;
  messageKey?: TranslationKey;
}

/**
 * What the server renders for a client-rendered customer route (its HydrateFallback), and what
 * shows while its client loader works: still a titled page with one heading.
 */
export function PageLoading({ titleKey, messageKey = "Common.Loading" }: PageLoadingProps) {
  const { t } = useTranslation();
  return (
    <div className="page-loading" aria-busy="true">
      <PageTitle titleKey={titleKey} />
      <h1 aria-live="polite">{t(messageKey)}</h1>
    </div>
  );
}
