import { getRecommendationsQueryOptions } from "../../features/recommendations/api/get-recommendations";
import recommendationsStyles from "../../features/recommendations/components/recommendations.css?url";
import { RecommendationsPage } from "../../features/recommendations/components/recommendations-page";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/recommendations";

export const handle = {
  screenName: "recommendations",
  titleKey: "Title.Recommendations",
  descriptionKey: "Description.Recommendations",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: recommendationsStyles }];

/** SPEC 2.2 `{language}/recommendations`: the suggestions' prefetch; a failure shows in place. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getRecommendationsQueryOptions(language)),
  ]);
}

export default function Recommendations({ loaderData }: Route.ComponentProps) {
  const { link, browseUrl } = useCatalogLinks(loaderData);
  // A suggestion is a film or an event: each has its own catalog page.
  const showUrl = (slug: string, movie: boolean) => link({ page: movie ? "Show" : "Entertainment", slug });
  return <RecommendationsPage language={loaderData.language} links={{ browseUrl, showUrl }} />;
}
