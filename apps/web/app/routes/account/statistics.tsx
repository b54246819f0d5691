import { getStatisticsQueryOptions } from "../../features/statistics/api/get-statistics";
import statisticsStyles from "../../features/statistics/components/statistics.css?url";
import { StatisticsPage } from "../../features/statistics/components/statistics-page";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
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
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getStatisticsQueryOptions(language)),
  ]);
}

export default function Statistics({ loaderData }: Route.ComponentProps) {
  const { browseUrl } = useCatalogLinks(loaderData);
  return <StatisticsPage language={loaderData.language} browseUrl={browseUrl} />;
}
