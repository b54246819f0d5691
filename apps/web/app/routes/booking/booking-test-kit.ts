import type { LoaderFunctionArgs } from "react-router";
import { catalogRoutePatterns } from "../../lib/catalog/catalog-paths";
import { moduleRoute, type StubRoutes } from "../../shell/testing/render-routes";
import * as booking from "./booking";

/** The seat page's loader called with a stub router's arguments (its own are typed by its path). */
export function loadBooking(args: LoaderFunctionArgs) {
  return booking.loader(args as unknown as Parameters<typeof booking.loader>[0]);
}

/**
 * The seat page at its path in every language, as routes.ts mounts it. Its loader runs in the
 * browser here as the server runs it (it reads the path alone), and sends a path of another
 * language to the page's own.
 */
export function bookingRoutes(): StubRoutes {
  return catalogRoutePatterns("Booking").map((pattern) => ({
    ...moduleRoute(`:language/${pattern}`, booking),
    loader: loadBooking,
  }));
}
