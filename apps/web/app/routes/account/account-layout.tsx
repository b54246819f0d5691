import { Outlet } from "react-router";
import { guardCustomerArea } from "../../lib/account/customer-area-guard";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/account-layout";

/**
 * SPEC 2.2 customer area under `{language}`: one guard for every screen below (login,
 * registration and the screen's flag, from its row in `lib/routing/customer-routes.ts`), run in
 * the browser before any screen's client loader.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardCustomerArea];

/**
 * Makes hydration run the middleware: without a client loader in the match a screen that loads
 * nothing would keep the server's HTML, unguarded. The server renders the fallback instead.
 */
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function AccountLayout() {
  return <Outlet />;
}
