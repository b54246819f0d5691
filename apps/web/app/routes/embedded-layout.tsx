import { Outlet } from "react-router";
import { currentDomain } from "../lib/domain/current-domain";
import { requestDomain } from "../lib/domain/domain-language";
import { requireDomainLanguage } from "../lib/domain/route-language";
import { EmbeddedBar } from "../lib/embedded/embedded-bar";
import { guardEmbeddedArea } from "../lib/embedded/embedded-guard";
import { QueryRoutes } from "../lib/query/query-provider";
import type { RouteHandle } from "../lib/routing/route-handle";
import { PageLoading } from "../shell/page-loading";
import type { Route } from "./+types/embedded-layout";

/** SPEC 2.2 m/{language}/...: the same pages inside the mobile apps, header and footer hidden. */
export const handle = {
  embedded: true,
  header: { disabled: true },
  footer: "none",
} as const satisfies RouteHandle;

/**
 * Checked on the server as under {language}: an unknown language answers HTTP 404, a language the
 * domain does not offer redirects to the domain's first language (`m/fr/...` -> `m/nl/...`).
 */
export function loader({ params, request }: Route.LoaderArgs) {
  requireDomainLanguage(params.language, requestDomain(request), new URL(request.url));
  return null;
}

/**
 * The embedded pages are customer-area screens guarded as `routes/account/account-layout.tsx` is,
 * except that the customer signs in from the app's CINELUX_AUTH cookie (docs/embedded.md).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardEmbeddedArea];

/**
 * Hydration runs the middleware only when a client loader is due (see the account layout). A
 * client navigation skips the server loader: the language is checked here against the address
 * bar's domain.
 */
export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  requireDomainLanguage(params.language, currentDomain(), new URL(request.url));
  return null;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function EmbeddedLayout() {
  return (
    <QueryRoutes>
      <EmbeddedBar />
      <Outlet />
    </QueryRoutes>
  );
}
