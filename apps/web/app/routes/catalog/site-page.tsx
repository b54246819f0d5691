import { type ComponentType, lazy } from "react";
import { loadSitePage } from "../../features/catalog/site-pages/site-page.server";
import type { SitePageData } from "../../features/catalog/site-pages/site-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
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

const importPage = () => import("../../features/catalog/site-pages/site-page");

// Decision 004: the page's code is lazy in the browser, imported by the loader on the server, with
// no <Suspense> (routes/catalog/show.tsx says why).
let serverPage: ComponentType<{ page: SitePageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.SitePage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).SitePage;
  return loadSitePage({
    params,
    request,
    content: context.get(serverContext).content,
    domain: requestDomain(request),
  });
}

export default function SitePageRoute({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page page={loaderData} />;
}
