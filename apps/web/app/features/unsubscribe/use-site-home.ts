import type { Language } from "@cinelux/contract/languages";
import { catalogUrl } from "../../lib/catalog/catalog-url";
import { useTranslation } from "../../lib/i18n/use-translation";

/** The catalog home of the domain (SPEC 2.1 Catalog.Home) from its catalog base URL (settings.urls). */
export function useSiteHome(catalogBase: string, language: Language): string {
  const { t } = useTranslation();
  return catalogUrl(catalogBase, language, { page: "Home" }, t);
}
