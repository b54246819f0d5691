import { loadSubscriptionPage } from "../../features/catalog/subscription/subscription-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/subscription";
// The page's styles load with the HTML, not with its code (below).
import "../../features/catalog/subscription/subscription-page.css";

/**
 * The Subscription page (docs/catalog-pages.md): SPEC 9's passes priced for the domain,
 * behind `subscriptionEnabled`. Server-rendered, usable without JavaScript; the page renders its
 * own head (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_subscription", descriptionKey: null } satisfies RouteHandle;

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/subscription/subscription-page").then((module) => module.SubscriptionPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const flags = context.get(serverContext).settings.flags;
  return loadSubscriptionPage({ params, request, flags, domain: requestDomain(request) });
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
