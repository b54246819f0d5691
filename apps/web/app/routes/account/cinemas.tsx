import { getCinemaChoicesQueryOptions } from "../../features/favourite-cinemas/api/get-cinema-choices";
import { getFavouriteCinemasQueryOptions } from "../../features/favourite-cinemas/api/get-favourite-cinemas";
import favouritesStyles from "../../features/favourite-cinemas/components/favourite-cinemas.css?url";
import { FavouriteCinemasPage } from "../../features/favourite-cinemas/components/favourite-cinemas-page";
import { requireLanguage } from "../../lib/domain/route-language";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/cinemas";

export const handle = {
  screenName: "cinemas",
  titleKey: "Title.Cinemas",
  descriptionKey: "Description.Cinemas",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: favouritesStyles }];

/** SPEC 2.2 {language}/cinemas and m/{language}/cinemas (guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  // A failure is not thrown: the query client shows the default error toast, the page says so in place.
  await Promise.all([
    queryClient.prefetchQuery(getFavouriteCinemasQueryOptions(language)),
    queryClient.prefetchQuery(getCinemaChoicesQueryOptions(language)),
  ]);
  return { language };
}

export default function Cinemas({ loaderData }: Route.ComponentProps) {
  return <FavouriteCinemasPage language={loaderData.language} />;
}
