import { robotsTxt } from "../lib/catalog/sitemap.server";
import { requestDomain } from "../lib/domain/domain-language";
import { CUSTOMER_ROUTES } from "../lib/routing/customer-routes";
import type { Route } from "./+types/robots";

/**
 * The customer area's paths below `{language}/`, the error and unsubscribe pages included (nothing to
 * index there); the home, `""`, is also the catalog's home: allowed.
 */
const CUSTOMER_SEGMENTS = [
  ...new Set(Object.values(CUSTOMER_ROUTES).map((route) => route.segment.split("/")[0] ?? "")),
].filter((segment) => segment !== "");

/** GET /robots.txt: the catalog open to crawlers, the customer area and the API not (lib/catalog/sitemap.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const body = robotsTxt(new URL(request.url), CUSTOMER_SEGMENTS, requestDomain(request).languages);
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
