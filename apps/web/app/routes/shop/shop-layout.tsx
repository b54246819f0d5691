import { Outlet } from "react-router";
import shopStyles from "../../features/shop/components/shop.css?url";
import { requireLanguage } from "../../lib/domain/route-language";
import { ensureLanguage } from "../../lib/i18n/client-i18n";
import { QueryRoutes } from "../../lib/query/query-provider";
import type { RouteHandle } from "../../lib/routing/route-handle";
import { PageLoading } from "../../shell/page-loading";
import type { Route } from "./+types/shop-layout";

/**
 * The shop's pages (docs/screens/shop.md): `{language}/buy` and `{language}/orders/{orderId}`.
 * Public, signed in or not (the API decides whose order is whose); rendered in the browser, each
 * its own chunk, so no purchase code is in a catalog page's initial JavaScript (decision 004). A
 * customer in the middle of a payment gets the light footer (docs/shell.md "Which footer").
 */
export const handle = { footer: "light" } as const satisfies RouteHandle;

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: shopStyles }];

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  await ensureLanguage(requireLanguage(params.language));
  return null;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function ShopLayout() {
  return (
    <QueryRoutes>
      <Outlet />
    </QueryRoutes>
  );
}
