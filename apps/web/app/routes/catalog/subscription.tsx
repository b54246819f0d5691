import { type ComponentType, lazy } from "react";
import { loadSubscriptionPage } from "../../features/catalog/subscription/subscription-page.server";
import type { SubscriptionPageData } from "../../features/catalog/subscription/subscription-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
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

const importPage = () => import("../../features/catalog/subscription/subscription-page");

// Decision 004, as the show page (routes/catalog/show.tsx): the page's code is `lazy` in the
// browser and asked for at once; the server imports it in the loader, so its render never suspends.
let serverPage: ComponentType<{ page: SubscriptionPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.SubscriptionPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).SubscriptionPage;
  return loadSubscriptionPage({
    params,
    request,
    flags: context.get(serverContext).settings.flags,
    domain: requestDomain(request),
  });
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
