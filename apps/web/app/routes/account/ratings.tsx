import { getMoviesToNoteQueryOptions } from "../../features/ratings/api/get-movies-to-note";
import ratingsStyles from "../../features/ratings/components/ratings.css?url";
import { RatingsPage } from "../../features/ratings/components/ratings-page";
import { getFeelingsQueryOptions } from "../../lib/account/feelings";
import { type CatalogTarget, catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
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
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  const [settings] = await Promise.all([
    loadSettings(language),
    queryClient.prefetchQuery(getMoviesToNoteQueryOptions(language)),
    queryClient.prefetchQuery(getFeelingsQueryOptions(language, "rated")),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Ratings({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  const link = (target: CatalogTarget) =>
    catalogUrl(catalogBase, language, target, t as unknown as Translate);
  return (
    <RatingsPage
      language={language}
      links={{ browseUrl: link({ page: "Movies" }), showUrl: (slug) => link({ page: "Show", slug }) }}
    />
  );
}
