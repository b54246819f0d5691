import { lazy, type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { provideDevServerContext } from "./dev-server-context.server";
import { pageLanguage } from "./lib/domain/page-language";
import { provideRequestDomain } from "./lib/domain/request-domain.server";
import { webviewFailureReason } from "./lib/embedded/webview-failure";
import { providePublicConfig } from "./lib/environment/public-config";
import { renderedFooter } from "./lib/footer/rendered-footer";
import { catalogUrl, ensureLanguage } from "./lib/i18n/client-i18n";
import { useTranslation } from "./lib/i18n/use-translation";
import { preloadableLazy } from "./lib/lazy/preloadable-lazy";
import { usePageHandle } from "./lib/routing/route-handle";
import { provideRenderedSettings } from "./lib/settings/rendered-settings";
import { serverContext } from "./server-context";
import { PageLayout } from "./shell/layout/page-layout";
import appStyles from "./styles/app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/assets/favicon.svg", type: "image/svg+xml" },
];

// Only `react-router dev` lacks the server's context; the production build drops that one. The
// request's domain is kept for the loaders and the render: a page without a {language} segment
// (the not-found page) is in the domain's first language, on the server as in the browser.
export const middleware: Route.MiddlewareFunction[] = [
  ...(import.meta.env.DEV ? [provideDevServerContext] : []),
  provideRequestDomain,
];

/**
 * The root's data (nonce, settings, footer) is fixed for the document's life: another language's
 * footer is fetched by the footer itself (use-footer.ts), and there are no actions. So a
 * revalidation (the root face's switch after hydration, a filter form's new query, "try again")
 * does not ask the server for it again: that would cost the signed-in home a request and a
 * re-render of the whole page.
 */
export const shouldRevalidate = () => false;

/**
 * Server only: the nonce for React Router's inline scripts, the public auth settings, the domain's
 * settings and the page's footer: both in the first HTML, so no request follows it.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { cspNonce, env, auth, settings, footer } = context.get(serverContext);
  const { pathname } = new URL(request.url);
  return {
    cspNonce,
    env,
    auth,
    settings,
    footer: await renderedFooter(footer, pathname, pageLanguage(pathname)),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const language = pageLanguage(useLocation().pathname);
  const { t } = useTranslation();
  // The server read the settings for this request: client loaders wait for these instead of
  // asking GET /api/settings. The footer reads its own from this loader's data (use-footer.ts).
  if (typeof document !== "undefined") {
    if (data) {
      providePublicConfig({ env: data.env, auth: data.auth });
    }
    provideRenderedSettings(data?.settings ?? null);
  }
  // SPEC 2.2: switching language rewrites the first segment; the texts follow.
  useEffect(() => {
    void ensureLanguage(language);
  }, [language]);
  // The page answers its buttons and fields from here on: end-to-end journeys wait for this mark
  // before acting (e2e/fixtures.ts waitForHydration), as a click before it reaches no handler.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The error pages are fetched before they can be needed after the first page (ErrorBoundary
  // below): at the first navigation, whose loaders may fail, and once the page has loaded (so a
  // network lost later still finds them, kept by the offline worker); not with the page's first
  // requests, where they would compete with its own code and images.
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) {
      preloadErrorPages();
    }
  }, [navigating]);
  useEffect(() => {
    if (document.readyState === "complete") {
      preloadErrorPages();
      return;
    }
    window.addEventListener("load", preloadErrorPages, { once: true });
    return () => window.removeEventListener("load", preloadErrorPages);
  }, []);

  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/*
          The site's styles as React's first stylesheet precedence: a page face that brings its own
          styles with `precedence="default"` (routes/catalog/home.tsx, signed-in-root.tsx) gets them
          after these, as route links would be.
        */}
        <link rel="stylesheet" href={appStyles} precedence="base" />
        <link rel="preload" href={catalogUrl(language)} as="fetch" crossOrigin="anonymous" />
        <PageDescription />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("Shell.SkipToContent")}
        </a>
        {/* No query cache here (decision 004): the routes that read the API provide it (QueryRoutes). */}
        <PageLayout settings={data?.settings}>{children}</PageLayout>
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

/** The page's description from its handle, in the page's language (Lighthouse SEO, DESIGN.md). */
function PageDescription() {
  const { t } = useTranslation();
  const { handle } = usePageHandle();
  if (handle.descriptionKey === null) {
    return null;
  }
  return <meta name="description" content={t(handle.descriptionKey ?? "Description.Default")} />;
}

export default function App() {
  return <Outlet />;
}

/** Only the mobile apps' pages (m/{language}) can fail so: its code loads when one does. */
const WebviewErrorPage = lazy(() =>
  import("./lib/embedded/webview-error-page").then((module) => ({ default: module.WebviewErrorPage })),
);

/**
 * The not-found and error pages are not among the scripts every page waits for to hydrate
 * (decision 004, 115 KB): the Layout fetches them once the page has loaded, or at a navigation
 * before that. A page served as one of them hydrates once their chunk is in, with the server's HTML in
 * place meanwhile (no Suspense boundary, as the catalog pages' code: lib/lazy/preloadable-lazy.tsx).
 */
const notFoundPage = preloadableLazy(() =>
  import("./shell/error-pages").then((module) => module.NotFoundPage),
);
const errorPage = preloadableLazy(() => import("./shell/error-pages").then((module) => module.ErrorPage));

function preloadErrorPages(): void {
  void notFoundPage.preload();
  void errorPage.preload();
}

/**
 * Every route's error is drawn here (no route below has a boundary), inside the root's Layout, so
 * the page's handle (lib/routing/route-handle.ts) knows the error page is on screen.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // SPEC 2.2 webview mode: a customer the app's cookie does not sign in gets the webview error page
  // at the URL the app opened (the embedded guard's failure, lib/embedded/webview-failure.ts).
  const reason = webviewFailureReason(error);
  if (reason) {
    return <WebviewErrorPage reason={reason} />;
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    // SPEC 2.2: a page that does not exist (or whose flag is off), URL unchanged; the page layout
    // makes it the "404" screen.
    return <notFoundPage.Component />;
  }
  console.error(error);
  return <errorPage.Component />;
}
