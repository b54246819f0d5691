import type { Language } from "@cinelux/contract/languages";
import type { QueryClient } from "@tanstack/react-query";
import { requireLanguage } from "../domain/route-language";
import { useTranslation } from "../i18n/use-translation";
import { getQueryClient } from "../query/query-client";
import { loadSettings } from "../settings/require-flag";
import { type CatalogTarget, catalogUrl } from "./catalog-url";

/** What a customer screen's client loader hands its component so that it can link to the catalog. */
export interface CatalogLinksData {
  language: Language;
  /** The domain's catalog base URL (settings.urls): the catalog may be another site. */
  catalogBase: string;
}

/**
 * A customer screen's client loader (the layout has guarded it): the page language, and the
 * domain's catalog base loaded alongside the screen's prefetches, all started at once. A failed
 * prefetch is not thrown: the query client shows the default error toast, the page says so in place.
 */
export async function loadWithCatalogBase(
  params: { language?: string },
  prefetch: (language: Language, queryClient: QueryClient) => Promise<unknown>[],
): Promise<CatalogLinksData> {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  const [settings] = await Promise.all([loadSettings(language), ...prefetch(language, queryClient)]);
  return { language, catalogBase: settings.urls.catalogBase };
}

/**
 * The catalog links of a customer screen (SPEC 2.1 "Catalog links"): `link` to any catalog page,
 * and the two most screens show: the movies to browse, a show's page.
 */
export function useCatalogLinks({ language, catalogBase }: CatalogLinksData) {
  const { t } = useTranslation();
  const link = (target: CatalogTarget) => catalogUrl(catalogBase, language, target, t);
  return {
    link,
    browseUrl: link({ page: "Movies" }),
    showUrl: (slug: string) => link({ page: "Show", slug }),
  };
}
