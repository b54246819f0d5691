import { getBookingHistoryQueryOptions } from "../../features/history/api/get-booking-history";
import historyStyles from "../../features/history/components/history.css?url";
import { HistoryPage } from "../../features/history/components/history-page";
import { pageOfSearch } from "../../features/history/format";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/history";

export const handle = {
  screenName: "history",
  titleKey: "Title.History",
  descriptionKey: "Description.History",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: historyStyles }];

/**
 * SPEC 2.2 `{language}/history` and `m/{language}/history` (guarded by their layout): the asked
 * page's prefetch. A failure is not thrown: the page says so in place.
 */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const page = pageOfSearch(new URL(request.url).searchParams);
  const screen = await loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getBookingHistoryQueryOptions(language, page)),
  ]);
  return { ...screen, page };
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { browseUrl, showUrl } = useCatalogLinks(loaderData);
  return <HistoryPage language={loaderData.language} page={loaderData.page} links={{ browseUrl, showUrl }} />;
}
