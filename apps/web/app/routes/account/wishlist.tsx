import wishlistStyles from "../../features/wishlist/components/wishlist.css?url";
import { WishlistPage } from "../../features/wishlist/components/wishlist-page";
import { getFeelingsQueryOptions } from "../../lib/account/feelings";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import feelingsStyles from "../../styles/feelings.css?url";
import type { Route } from "./+types/wishlist";

export const handle = {
  screenName: "wishlist",
  titleKey: "Title.Wishlist",
  descriptionKey: "Description.Wishlist",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: feelingsStyles },
  { rel: "stylesheet", href: wishlistStyles },
];

/** SPEC 2.2 {language}/wishlist (login and registration, guarded by the layout). A failure shows in place. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getFeelingsQueryOptions(language, "wished")),
  ]);
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { browseUrl, showUrl } = useCatalogLinks(loaderData);
  return <WishlistPage language={loaderData.language} links={{ browseUrl, showUrl }} />;
}
