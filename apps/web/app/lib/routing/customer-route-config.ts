import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { CUSTOMER_ROUTES, type CustomerRouteKey } from "./customer-routes";

/**
 * For routes.ts only (it runs at build time): mounts a route module at its key's path, so the
 * path, the typed link (`paths.ts`) and the guard's rule all come from the same row.
 */
export function customerRoute(
  key: CustomerRouteKey,
  file: string,
  options: { id?: string } = {},
): RouteConfigEntry {
  const { segment } = CUSTOMER_ROUTES[key];
  return segment ? route(segment, file, options) : index(file, options);
}
