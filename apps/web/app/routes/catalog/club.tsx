import { type ComponentType, lazy } from "react";
import { loadClubPage } from "../../features/catalog/club/club-page.server";
import type { ClubPageData } from "../../features/catalog/club/club-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
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

const importPage = () => import("../../features/catalog/club/club-page");

// Decision 004, as the show page (routes/catalog/show.tsx): the page's code is `lazy` in the
// browser and asked for at once; the server imports it in the loader, so its render never suspends.
let serverPage: ComponentType<{ page: ClubPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.ClubPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).ClubPage;
  return loadClubPage({
    params,
    request,
    flags: context.get(serverContext).settings.flags,
    domain: requestDomain(request),
  });
}

export default function Club({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
