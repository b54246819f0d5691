import { type ComponentType, lazy } from "react";
import { loadMoviesPage } from "../../features/catalog/movies/movies-page.server";
import type { MoviesPageData } from "../../features/catalog/movies/movies-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
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

const importPage = () => import("../../features/catalog/movies/movies-page");

/**
 * Decision 004, as on the show page (routes/catalog/show.tsx says why): `lazy` in the browser,
 * asked for as soon as this module runs, no `<Suspense>`; imported by the loader on the server so
 * the render never suspends.
 */
let serverPage: ComponentType<{ page: MoviesPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.MoviesPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).MoviesPage;
  return loadMoviesPage({
    params,
    request,
    catalog: context.get(serverContext).catalog,
    domain: requestDomain(request),
  });
}

export default function Movies({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
