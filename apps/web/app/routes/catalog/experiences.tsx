import { type ComponentType, lazy } from "react";
import { loadExperiencesPage } from "../../features/catalog/experiences/experiences-page.server";
import type { ExperiencesPageData } from "../../features/catalog/experiences/experiences-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/experiences";
// The page's styles load with the HTML, not with its code (below).
import "../../styles/artwork.css";
import "../../features/catalog/experiences/experiences-page.css";

/**
 * The Experiences page (docs/catalog-pages.md "Experiences"): IMAX, 4DX, ScreenX and Dolby,
 * the domain's cinemas that have each, the shows playing in it. Behind SPEC 3's
 * `moreFromCineluxMenuEnabled`: the site's 404 page when the flag is off. It renders its own head.
 */
export const handle = { screenName: "catalog_experiences", descriptionKey: null } satisfies RouteHandle;

const importPage = () => import("../../features/catalog/experiences/experiences-page");

// Decision 004, as on the show page (routes/catalog/show.tsx says why): lazy in the browser, no
// `<Suspense>`, imported by the loader on the server so the render never suspends.
let serverPage: ComponentType<{ page: ExperiencesPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.ExperiencesPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).ExperiencesPage;
  const server = context.get(serverContext);
  return loadExperiencesPage({
    params,
    request,
    catalog: server.catalog,
    domain: requestDomain(request),
    flags: server.settings.flags,
  });
}

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
