import { loadFaqPage } from "../../features/catalog/faq/faq-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import { lazyServerPage } from "../../lib/lazy/preloadable-lazy";
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

// Decision 004: the page's code is not in the HTML's scripts; no <Suspense> (lazyServerPage says why).
const lazyPage = lazyServerPage(() =>
  import("../../features/catalog/faq/faq-page").then((module) => module.FaqPage),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await lazyPage.load();
  const { content } = context.get(serverContext);
  return loadFaqPage({ params, request, content, domain: requestDomain(request) });
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const Page = lazyPage.current();
  return <Page faq={loaderData} />;
}
