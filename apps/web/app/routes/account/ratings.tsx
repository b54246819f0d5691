import { getMoviesToNoteQueryOptions } from "../../features/ratings/api/get-movies-to-note";
import ratingsStyles from "../../features/ratings/components/ratings.css?url";
import { RatingsPage } from "../../features/ratings/components/ratings-page";
import { getFeelingsQueryOptions } from "../../lib/account/feelings";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import feelingsStyles from "../../styles/feelings.css?url";
import type { Route } from "./+types/ratings";

export const handle = {
  screenName: "ratings",
  titleKey: "Title.Ratings",
  descriptionKey: "Description.Ratings",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: feelingsStyles },
  { rel: "stylesheet", href: ratingsStyles },
];

/** SPEC 2.2 {language}/ratings (login and registration, guarded by the layout). Failures show in place. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getMoviesToNoteQueryOptions(language)),
    queryClient.prefetchQuery(getFeelingsQueryOptions(language, "rated")),
  ]);
}

export default function Ratings({ loaderData }: Route.ComponentProps) {
  const { browseUrl, showUrl } = useCatalogLinks(loaderData);
  return <RatingsPage language={loaderData.language} links={{ browseUrl, showUrl }} />;
}
