import { type ComponentType, lazy } from "react";
import type { CityPageData } from "../../features/catalog/cinemas/cinemas-data";
import { loadCityPage } from "../../features/catalog/cinemas/city-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/city";
// The page's styles load with the HTML, not with its code (below).
import "../../styles/artwork.css";
import "../../features/catalog/cinemas/cinemas.css";
import "../../features/catalog/cinemas/day-sessions.css";

/**
 * A City page: its cinemas and one day's sessions there (docs/catalog-pages.md), mounted at every language's path by routes.ts
 * (`catalogRoutes`). Server-rendered from the catalog read in process: no query cache, no client
 * fetch, usable without JavaScript. The page renders its own head from its data (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_city", descriptionKey: null } satisfies RouteHandle;

const importPage = () => import("../../features/catalog/cinemas/city-page");

/**
 * Decision 004 (115 KB of initial JavaScript): the page's code is `lazy` in the browser, asked for
 * as soon as this module runs, and deliberately not wrapped in `<Suspense>` (see routes/catalog/show.tsx:
 * a boundary would hide the server's HTML from a visitor without JavaScript). On the server the
 * loader imports the page first, so the render never suspends.
 */
let serverPage: ComponentType<{ page: CityPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.CityPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).CityPage;
  return loadCityPage({
    params,
    request,
    catalog: context.get(serverContext).catalog,
    domain: requestDomain(request),
  });
}

export default function CityPageRoute({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
