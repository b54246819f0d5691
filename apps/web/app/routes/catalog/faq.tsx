import { type ComponentType, lazy } from "react";
import { loadFaqPage } from "../../features/catalog/faq/faq-page.server";
import type { FaqPageData } from "../../features/catalog/faq/faq-page-data";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/faq";
// The page's styles load with the HTML, not with its code (below).
import "../../features/catalog/faq/faq-page.css";

/**
 * The FAQ page (docs/catalog-pages.md "Site pages and FAQ") at `faq` (fr, en) and
 * `veelgestelde-vragen` (nl): every knowledge article of the domain with its answer, by category.
 */
export const handle = { screenName: "catalog_faq", descriptionKey: null } satisfies RouteHandle;

const importPage = () => import("../../features/catalog/faq/faq-page");

// Decision 004: the page's code is lazy in the browser, imported by the loader on the server, with
// no <Suspense> (routes/catalog/show.tsx says why).
let serverPage: ComponentType<{ faq: FaqPageData }> | undefined;
const LazyPage = lazy(() => importPage().then((module) => ({ default: module.FaqPage })));
if (!import.meta.env.SSR) {
  void importPage();
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  serverPage ??= (await importPage()).FaqPage;
  return loadFaqPage({
    params,
    request,
    content: context.get(serverContext).content,
    domain: requestDomain(request),
  });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const Page = (import.meta.env.SSR && serverPage) || LazyPage;
  return <Page faq={loaderData} />;
}
