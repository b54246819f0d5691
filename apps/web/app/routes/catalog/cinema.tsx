import { loadCinemaPage } from "../../features/catalog/cinemas/cinema-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/cinema";
// The page's styles load with the HTML, not with its code (below).
import "../../styles/artwork.css";
import "../../features/catalog/cinemas/cinemas.css";
import "../../features/catalog/cinemas/day-sessions.css";

/**
 * A Cinema page: the cinema, its week's sessions, nearby cinemas (docs/catalog-pages.md), mounted at every language's path by routes.ts
 * (`catalogRoutes`). Server-rendered from the catalog read in process: no query cache, no client
 * fetch, usable without JavaScript. The page renders its own head from its data (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_cinema", descriptionKey: null } satisfies RouteHandle;

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/cinemas/cinema-page").then((module) => module.CinemaPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { catalog } = context.get(serverContext);
  return loadCinemaPage({ params, request, catalog, domain: requestDomain(request) });
}

export default function CinemaPageRoute({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
