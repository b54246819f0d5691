import { loadMoviesPage } from "../../features/catalog/movies/movies-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/movies";
// The page's styles load with the HTML, not with its code (below).
import "../../styles/artwork.css";
import "../../features/catalog/movies/movies-page.css";

/**
 * The Movies page (docs/catalog-pages.md "Movies"), mounted at every language's path by
 * routes.ts: the domain's shows with their filters, server-rendered from the catalog read in
 * process, usable without JavaScript (the filters are a GET form). It renders its own head.
 */
export const handle = { screenName: "catalog_movies", descriptionKey: null } satisfies RouteHandle;

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/movies/movies-page").then((module) => module.MoviesPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { catalog } = context.get(serverContext);
  return loadMoviesPage({ params, request, catalog, domain: requestDomain(request) });
}

export default function Movies({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
