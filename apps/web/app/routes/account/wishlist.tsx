import wishlistStyles from "../../features/wishlist/components/wishlist.css?url";
import { WishlistPage } from "../../features/wishlist/components/wishlist-page";
import { getFeelingsQueryOptions } from "../../lib/account/feelings";
import { type CatalogTarget, catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
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
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const [settings] = await Promise.all([
    loadSettings(language),
    getQueryClient().prefetchQuery(getFeelingsQueryOptions(language, "wished")),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  const link = (target: CatalogTarget) =>
    catalogUrl(catalogBase, language, target, t as unknown as Translate);
  return (
    <WishlistPage
      language={language}
      links={{ browseUrl: link({ page: "Movies" }), showUrl: (slug) => link({ page: "Show", slug }) }}
    />
  );
}
