import { ShowPage } from "../../features/catalog-show/show-page";
import { loadShowPage } from "../../features/catalog-show/show-page.server";
import { requestDomain } from "../../lib/domain/domain-language";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { serverContext } from "../../server-context";
import type { Route } from "./+types/show";

/**
 * The Show and Entertainment pages (issue 9; docs/catalog-pages.md), mounted at every language's
 * path by routes.ts (`catalogRoutes`). Server-rendered from the catalog read in process: no query
 * cache, no client fetch, usable without JavaScript. The page renders its own title, description
 * and head tags from its data (`descriptionKey: null`).
 */
export const handle = { screenName: "catalog_show", descriptionKey: null } satisfies RouteHandle;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  return loadShowPage({
    params,
    request,
    catalog: context.get(serverContext).catalog,
    domain: requestDomain(request),
  });
}

export default function Show({ loaderData }: Route.ComponentProps) {
  return <ShowPage show={loaderData} />;
}
