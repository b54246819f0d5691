import { loadOffersPage } from "../../features/catalog/offers/offers-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
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

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/offers/offers-page").then((module) => module.OffersPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const flags = context.get(serverContext).settings.flags;
  return loadOffersPage({ params, request, flags, domain: requestDomain(request) });
}

export default function Offers({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
