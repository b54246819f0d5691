import { getSubscriptionQueryOptions } from "../../features/subscription/api/get-subscription";
import subscriptionStyles from "../../features/subscription/components/subscription.css?url";
import { SubscriptionPage } from "../../features/subscription/components/subscription-page";
import { getCardsQueryOptions } from "../../lib/account/cards";
import { loadWithCatalogBase, useCatalogLinks } from "../../lib/catalog/customer-catalog-links";
import type { RouteHandle } from "../../lib/routing/route-handle";
import type { Route } from "./+types/subscription";

export const handle = {
  screenName: "subscription",
  titleKey: "Title.Subscription",
  descriptionKey: "Description.Subscription",
} as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: subscriptionStyles }];

/** SPEC 2.2 {language}/subscription (login and registration, guarded by the layout): the prefetch. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadWithCatalogBase(params, (language, queryClient) => [
    queryClient.prefetchQuery(getSubscriptionQueryOptions(language)),
    queryClient.prefetchQuery(getCardsQueryOptions(language)),
  ]);
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { link } = useCatalogLinks(loaderData);
  return <SubscriptionPage language={loaderData.language} subscribeUrl={link({ page: "Subscription" })} />;
}
