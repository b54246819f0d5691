import { getRecommendationsQueryOptions } from "../../features/recommendations/api/get-recommendations";
import recommendationsStyles from "../../features/recommendations/components/recommendations.css?url";
import { RecommendationsPage } from "../../features/recommendations/components/recommendations-page";
import { type CatalogTarget, catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/recommendations";

export const handle = {
  screenName: "recommendations",
  titleKey: "Title.Recommendations",
  descriptionKey: "Description.Recommendations",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recommendationsStyles }];

/** SPEC 2.2 `{language}/recommendations`: the suggestions' prefetch; a failure shows in place. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [settings] = await Promise.all([
    loadSettings(language),
    getQueryClient().prefetchQuery(getRecommendationsQueryOptions(language)),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Recommendations({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  const link = (target: CatalogTarget) =>
    catalogUrl(catalogBase, language, target, t as unknown as Translate);
  return (
    <RecommendationsPage
      language={language}
      links={{
        browseUrl: link({ page: "Movies" }),
        showUrl: (slug, movie) => link({ page: movie ? "Show" : "Entertainment", slug }),
      }}
    />
  );
}
