import { type ComponentType, lazy } from "react";
import { loadOffersPage } from "../../features/catalog/offers/offers-page.server";
import type { OffersPageData } from "../../features/catalog/offers/offers-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/offers";
// The page's styles load with the HTML, not with its code (below).
import "../../features/catalog/offers/offers-page.css";

/**
 * The Offers page (docs/catalog-pages.md): the chain's standing offers priced for the
 * domain, behind `offersMenuDisplayed`. Server-rendered, usable without JavaScript; the page
 * renders its own head (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_offers", descriptionKey: null } satisfies RouteHandle;

const importPage = () => import("../../features/catalog/offers/offers-page");

// Decision 004, as the show page (routes/catalog/show.tsx): the page's code is `lazy` in the
// browser and asked for at once; the server imports it in the loader, so its render never suspends.
let serverPage: ComponentType<{ page: OffersPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.OffersPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).OffersPage;
  return loadOffersPage({
    params,
    request,
    flags: context.get(serverContext).settings.flags,
    domain: requestDomain(request),
  });
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
