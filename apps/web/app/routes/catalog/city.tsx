import { loadCityPage } from "../../features/catalog/cinemas/city-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
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

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/cinemas/city-page").then((module) => module.CityPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { catalog } = context.get(serverContext);
  return loadCityPage({ params, request, catalog, domain: requestDomain(request) });
}

export default function CityPageRoute({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
