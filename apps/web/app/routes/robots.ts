import { robotsTxt } from "../lib/catalog/sitemap.server";
import { requestDomain } from "../lib/domain/domain-language";
import { CUSTOMER_ROUTES } from "../lib/routing/customer-routes";
import type { Route } from "./+types/robots";

/**
 * The customer area's paths below `{language}/` (its screens are rendered in the browser, behind
 * sign-in). The home, `""`, is also the catalog's; the public error and unsubscribe pages stay
 * crawlable (a blocked page cannot say `noindex` to a crawler that never reads it).
 */
const PUBLIC_SEGMENTS = new Set(["", "error", "unsubscribe"]);
const CUSTOMER_SEGMENTS = [
  ...new Set(Object.values(CUSTOMER_ROUTES).map((route) => route.segment.split("/")[0] ?? "")),
].filter((segment) => !PUBLIC_SEGMENTS.has(segment));

/** GET /robots.txt: the catalog open to crawlers, the customer area and the API not (lib/catalog/sitemap.server.ts). */
export function loader({ request }: Route.LoaderArgs) {
  const body = robotsTxt(new URL(request.url), CUSTOMER_SEGMENTS, requestDomain(request).languages);
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
