import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../i18n/use-translation";
import { useSettings } from "../settings/use-settings";
import { type CatalogTarget, catalogUrl, type Translate } from "./catalog-url";

/** Builds catalog links for the page language from the domain's catalog base (settings.urls). */
export function useCatalogUrl(language: Language): (target: CatalogTarget) => string {
  const { t } = useTranslation();
  const { urls } = useSettings();
  const translate = t as unknown as Translate;
  return (target) => catalogUrl(urls.catalogBase, language, target, translate);
}
