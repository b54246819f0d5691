import { loadClubPage } from "../../features/catalog/club/club-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/club";
// The page's styles load with the HTML, not with its code (below).
import "../../features/catalog/club/club-page.css";

/**
 * The Club page (docs/catalog-pages.md): the Club Cinélux loyalty card, behind the club
 * flag (`clubCineluxEnabled`). Server-rendered, usable without JavaScript; the page renders its
 * own head (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_club", descriptionKey: null } satisfies RouteHandle;

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/club/club-page").then((module) => module.ClubPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const flags = context.get(serverContext).settings.flags;
  return loadClubPage({ params, request, flags, domain: requestDomain(request) });
}

export default function Club({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
