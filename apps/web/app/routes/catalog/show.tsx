import { type ComponentType, lazy } from "react";
import { loadShowPage } from "../../features/catalog/show/show-page.server";
import type { ShowPageData } from "../../features/catalog/show/show-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/show";
// The page's styles load with the HTML, not with its code (below).
import "../../styles/artwork.css";
import "../../styles/trailer-player.css";
import "../../features/catalog/show/show-page.css";

/**
 * The Show and Entertainment pages (docs/catalog-pages.md), mounted at every language's
 * path by routes.ts (`catalogRoutes`). Server-rendered from the catalog read in process: no query
 * cache, no client fetch, usable without JavaScript. The page renders its own title, description
 * and head tags from its data (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_show", descriptionKey: null } satisfies RouteHandle;

const importPage = () => import("../../features/catalog/show/show-page");

/**
 * Decision 004 (115 KB of initial JavaScript on a public page): the page's code is not among the
 * HTML's scripts. In the browser it is `lazy`, asked for as soon as this module runs: hydration
 * waits for it with the server's HTML in place (all of it works without JavaScript meanwhile: the
 * day tabs are links, the trailer a link to the video). There is deliberately no `<Suspense>`
 * around it: React's server outlines a boundary larger than its progressive chunk (12.8 kB) into a
 * hidden part that only a script reveals, so a visitor or crawler without JavaScript would see an
 * empty page. On the server the loader imports the page first, so the render never suspends.
 */
let serverPage: ComponentType<{ show: ShowPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.ShowPage })));
if (!import.meta.env.SSR) {
  // Started with the route's own module, before hydration reaches the page.
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).ShowPage;
  return loadShowPage({
    params,
    request,
    catalog: context.get(serverContext).catalog,
    domain: requestDomain(request),
  });
}

export default function Show({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page show={loaderData} />;
}
