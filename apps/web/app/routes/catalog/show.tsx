import { loadShowPage } from "../../features/catalog/show/show-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
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

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
// Until it is in, the server's HTML works alone: the day tabs are links, the trailer a link to the video.
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/show/show-page").then((module) => module.ShowPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { catalog } = context.get(serverContext);
  return loadShowPage({ params, request, catalog, domain: requestDomain(request) });
}

export default function Show({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page show={loaderData} />;
}
