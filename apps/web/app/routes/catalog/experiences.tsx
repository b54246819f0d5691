import { loadExperiencesPage } from "../../features/catalog/experiences/experiences-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
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

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/experiences/experiences-page").then((module) => module.ExperiencesPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
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
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
