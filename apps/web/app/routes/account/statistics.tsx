import { getStatisticsQueryOptions } from "../../features/statistics/api/get-statistics";
import statisticsStyles from "../../features/statistics/components/statistics.css?url";
import { StatisticsPage } from "../../features/statistics/components/statistics-page";
import { catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/statistics";

export const handle = {
  screenName: "statistics",
  titleKey: "Title.Statistics",
  descriptionKey: "Description.Statistics",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

/**
 * SPEC 2.2 `{language}/statistics` (flag statisticsEnabled, checked by the guarded layout): the
 * statistics' prefetch. A failure is not thrown: the page says so in place.
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [settings] = await Promise.all([
    loadSettings(language),
    getQueryClient().prefetchQuery(getStatisticsQueryOptions(language)),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  const browseUrl = catalogUrl(catalogBase, language, { page: "Movies" }, t as unknown as Translate);
  return <StatisticsPage language={language} browseUrl={browseUrl} />;
}
