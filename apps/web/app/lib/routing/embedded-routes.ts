import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { customerRoute } from "./customer-route-config";
import type { CustomerRouteKey } from "./customer-routes";
import { EMBEDDED_LAYOUT_FILE, EMBEDDED_PREFIX, embeddedRouteId } from "./embedded";

/** One page offered inside the mobile apps: its route key (the path under `m/{language}/`) and its module. */
export interface EmbeddedRow {
  key: CustomerRouteKey;
  file: string;
}

/**
 * For routes.ts only (it runs at build time): `m/:language` with the given pages as children,
 * under the embedded layout, which guards like the customer-area layout. Each page reuses the
 * module of its `{language}/...` twin under its own route id; another page is embedded by adding
 * a row (`{ key: "friends", file: "routes/account/friends.tsx" }`).
 */
export function embeddedRoutes(rows: readonly EmbeddedRow[]): RouteConfigEntry {
  return route(
    `${EMBEDDED_PREFIX}/:language`,
    EMBEDDED_LAYOUT_FILE,
    rows.map((row) => customerRoute(row.key, row.file, { id: embeddedRouteId(row.file) })),
  );
}
