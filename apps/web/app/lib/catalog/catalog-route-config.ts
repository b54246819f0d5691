import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { catalogRoutePatterns } from "./catalog-paths";
import type { CatalogPage, CatalogSlugPage } from "./catalog-url";

/**
 * For routes.ts only (build time): mounts one route module at every path its catalog page has in
 * fr, nl and en (docs/decisions/007), under `:language`. `Show` gives `films/:slug` (fr, nl) and
 * `movies/:slug` (en). Each entry gets its own id (`catalog-Show-movies`); the module's loader
 * sees which language asked and redirects a path of another language to the right one.
 */
export function catalogRoutes(page: CatalogPage | CatalogSlugPage, file: string): RouteConfigEntry[] {
  return catalogRoutePatterns(page).map((pattern) =>
    route(pattern, file, { id: `catalog-${page}-${pattern.split("/")[0] || "home"}` }),
  );
}
