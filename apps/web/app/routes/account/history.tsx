import { getBookingHistoryQueryOptions } from "../../features/history/api/get-booking-history";
import historyStyles from "../../features/history/components/history.css?url";
import { HistoryPage } from "../../features/history/components/history-page";
import { pageOfSearch } from "../../features/history/format";
import { type CatalogTarget, catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
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
  const language = requireLanguage(params.language);
  const page = pageOfSearch(new URL(request.url).searchParams);
  const [settings] = await Promise.all([
    loadSettings(language),
    getQueryClient().prefetchQuery(getBookingHistoryQueryOptions(language, page)),
  ]);
  return { language, page, catalogBase: settings.urls.catalogBase };
}

export default function History({ loaderData }: Route.ComponentProps) {
  const { language, page, catalogBase } = loaderData;
  const { t } = useTranslation();
  const link = (target: CatalogTarget) =>
    catalogUrl(catalogBase, language, target, t as unknown as Translate);
  return (
    <HistoryPage
      language={language}
      page={page}
      links={{ browseUrl: link({ page: "Movies" }), showUrl: (slug) => link({ page: "Show", slug }) }}
    />
  );
}
