import { isRouteErrorResponse, Outlet } from "react-router";
import { currentDomain } from "../lib/domain/current-domain";
import { requestDomain } from "../lib/domain/domain-language";
import { EmbeddedBar } from "../lib/embedded/embedded-bar";
import { guardEmbeddedArea } from "../lib/embedded/embedded-guard";
import { WebviewErrorPage } from "../lib/embedded/webview-error-page";
import { webviewFailureReason } from "../lib/embedded/webview-failure";
import { requireDomainLanguage } from "../lib/i18n/route-language";
import { QueryRoutes } from "../lib/query-provider";
import type { RouteHandle } from "../lib/routing/route-handle";
import { ErrorPage } from "../shell/error-page";
import { NotFoundPage } from "../shell/not-found-page";
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
 * except that the customer signs in from the app's CINELUX_AUTH cookie (issue 12, docs/embedded.md).
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

/**
 * SPEC 2.2 webview mode: a customer the app's cookie does not sign in gets the error page at the
 * URL the app opened. Anything else as the root's boundary draws it (a 404 is the not-found page).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const reason = webviewFailureReason(error);
  if (reason) {
    return <WebviewErrorPage reason={reason} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  console.error(error);
  return <ErrorPage />;
}
