import { data } from "react-router";
import { NOT_FOUND_HANDLE, type RouteHandle } from "../lib/routing/route-handle";
import { NotFoundPage } from "../shell/not-found-page";

/**
 * SPEC 2.2 analytics: the not-found page is the "404" screen (the root error boundary's too), with
 * the light footer (docs/shell.md "Which footer").
 */
export const handle = NOT_FOUND_HANDLE satisfies RouteHandle;

/** SPEC 2.2 "404 and catch-all": the not-found page with HTTP 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
