import { Outlet } from "react-router";
import { guardCustomerArea } from "../lib/account/customer-area-guard";
import { requireLanguage } from "../lib/i18n/route-language";
import type { RouteHandle } from "../lib/routing/route-handle";
import { PageLoading } from "../shell/page-loading";
import type { Route } from "./+types/embedded-layout";

/** SPEC 2.2 m/{language}/...: the same pages inside the mobile apps, header and footer hidden. */
export const handle = {
  embedded: true,
  header: { disabled: true },
  footer: "none",
} as const satisfies RouteHandle;

/** Checked on the server so that an unknown language answers HTTP 404, as under {language}. */
export function loader({ params }: Route.LoaderArgs) {
  requireLanguage(params.language);
  return null;
}

/** The embedded pages are customer-area screens: the same guard as `routes/account/account-layout.tsx`. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardCustomerArea];

/** Hydration runs the middleware only when a client loader is due (see the account layout). */
export function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function EmbeddedLayout() {
  return <Outlet />;
}
