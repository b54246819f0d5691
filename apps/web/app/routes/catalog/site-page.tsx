import { loadSitePage } from "../../features/catalog/site-pages/site-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/site-page";
// The page's styles load with the HTML, not with its code (below).
import "../../features/catalog/site-pages/site-page.css";

/**
 * The footer's site pages (docs/catalog-pages.md "Site pages and FAQ"): about us,
 * careers, press, contact, accessibility, terms and privacy, at `infos/{slug}` (fr) and
 * `info/{slug}` (nl, en). Their texts are data (site_pages), read in process per domain.
 */
export const handle = { screenName: "catalog_site_page", descriptionKey: null } satisfies RouteHandle;

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/site-pages/site-page").then((module) => module.SitePage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { content } = context.get(serverContext);
  return loadSitePage({ params, request, content, domain: requestDomain(request) });
}

export default function SitePageRoute({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page page={loaderData} />;
}
