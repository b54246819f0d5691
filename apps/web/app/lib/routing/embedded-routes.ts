import { index, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { EMBEDDED_LAYOUT_FILE, EMBEDDED_PREFIX, embeddedRouteId } from "./embedded";

/** One page offered inside the mobile apps: its path under `m/{language}/` (none: the home) and its module. */
export interface EmbeddedRow {
  path?: string;
  file: string;
}

/**
 * For routes.ts only (it runs at build time): `m/:language` with the given pages as children.
 * Each page reuses the module of its `{language}/...` twin under its own route id; a later issue
 * embeds a page by adding a row (`{ path: "friends", file: "routes/account/friends.tsx" }`).
 */
export function embeddedRoutes(rows: readonly EmbeddedRow[]): RouteConfigEntry {
  return route(
    `${EMBEDDED_PREFIX}/:language`,
    EMBEDDED_LAYOUT_FILE,
    rows.map((row) =>
      row.path
        ? route(row.path, row.file, { id: embeddedRouteId(row.file) })
        : index(row.file, { id: embeddedRouteId(row.file) }),
    ),
  );
}
