import { data } from "react-router";
import { sitemapXml } from "../lib/catalog/sitemap.server";
import { requestDomain } from "../lib/domain/domain-language";
import { serverContext } from "../server-context";
import type { Route } from "./+types/sitemap";

/**
 * GET /sitemap.xml: the domain's catalog pages in its languages, with their alternates
 * (lib/catalog/sitemap.server.ts). Public and the same for everybody: served through the page
 * cache with the catalog's CDN headers like a page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog, settings, content } = context.get(serverContext);
  if (!catalog) {
    throw data(null, { status: 404 });
  }
  const body = await sitemapXml({
    url: new URL(request.url),
    domain: requestDomain(request),
    flags: settings.flags,
    catalog,
    sitePages: content ? await content.slugs() : [],
  });
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
