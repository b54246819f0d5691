import { loadSharedSessionPage } from "../features/catalog/booking-share/shared-session.server";
import type { SharedSessionPageData } from "../features/catalog/booking-share/shared-session-data";
import { SharedSessionPage } from "../features/catalog/booking-share/shared-session-page";
import type { RouteHandle } from "../lib/routing/route-handle";
import type { Route } from "./+types/shared-session";
// The page's styles load with the HTML.
import "../styles/artwork.css";
import "../features/catalog/booking-share/shared-session.css";

/**
 * SPEC 7 share link `{language}/V{cinema}S{session}/booking`, mounted by routes.ts as
 * `:language/:share/booking` after the catalog's paths (docs/history.md "Share page"). Public and
 * server-rendered: a friend opens it signed out, usable without JavaScript. The page renders its
 * own title, description and `noindex` from its data.
 */
export const handle = { screenName: "shared_booking", descriptionKey: null } satisfies RouteHandle;

export async function loader({ params, request }: Route.LoaderArgs): Promise<SharedSessionPageData> {
  return loadSharedSessionPage({ params, request });
}

export default function SharedSession({ loaderData }: Route.ComponentProps) {
  return <SharedSessionPage page={loaderData} />;
}
