import type { Language } from "@cinelux/contract/languages";
import { useTranslation } from "../i18n/use-translation";
import { useSettings } from "../settings/use-settings";
import { type CatalogTarget, catalogUrl } from "./catalog-url";

/** Builds catalog links for the page language from the domain's catalog base (settings.urls). */
export function useCatalogUrl(language: Language): (target: CatalogTarget) => string {
  const { t } = useTranslation();
  const { urls } = useSettings();
  return (target) => catalogUrl(urls.catalogBase, language, target, t);
}
