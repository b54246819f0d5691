import { getSubscriptionQueryOptions } from "../../features/subscription/api/get-subscription";
import subscriptionStyles from "../../features/subscription/components/subscription.css?url";
import { SubscriptionPage } from "../../features/subscription/components/subscription-page";
import { getCardsQueryOptions } from "../../lib/account/cards";
import { type CatalogTarget, catalogUrl, type Translate } from "../../lib/catalog/catalog-url";
import { requireLanguage } from "../../lib/domain/route-language";
import { useTranslation } from "../../lib/i18n/use-translation";
import { getQueryClient } from "../../lib/query/query-client";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { loadSettings } from "../../lib/settings/require-flag";
import type { Route } from "./+types/subscription";

export const handle = {
  screenName: "subscription",
  titleKey: "Title.Subscription",
  descriptionKey: "Description.Subscription",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: subscriptionStyles }];

/** SPEC 2.2 {language}/subscription (login and registration, guarded by the layout): the prefetch. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const language = requireLanguage(params.language);
  const queryClient = getQueryClient();
  const [settings] = await Promise.all([
    loadSettings(language),
    // A failure is not thrown: the query client shows the default error toast, the page says so in place.
    queryClient.prefetchQuery(getSubscriptionQueryOptions(language)),
    queryClient.prefetchQuery(getCardsQueryOptions(language)),
  ]);
  return { language, catalogBase: settings.urls.catalogBase };
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { language, catalogBase } = loaderData;
  const { t } = useTranslation();
  const target: CatalogTarget = { page: "Subscription" };
  return (
    <SubscriptionPage
      language={language}
      subscribeUrl={catalogUrl(catalogBase, language, target, t as unknown as Translate)}
    />
  );
}
