import type { Language } from "@cinelux/contract/languages";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ComponentType, createElement } from "react";
import { createRoutesStub, Outlet, useLocation, useRouteError } from "react-router";
import en from "../../../public/assets/i18n/en.json";
import fr from "../../../public/assets/i18n/fr.json";
import nl from "../../../public/assets/i18n/nl.json";
import { CONSENT_COOKIE, saveConsent } from "../../lib/analytics/consent";
import { setAuthState } from "../../lib/auth/auth-store";
import { pageLanguage } from "../../lib/domain/page-language";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { getQueryClient, resetQueryClient } from "../../lib/query/query-client";
import { provideRenderedSettings } from "../../lib/settings/get-settings";
import { resetToasts } from "../../lib/toasts/toast-store";
import { PageHead } from "../layout/page-head";

export type StubRoutes = Parameters<typeof createRoutesStub>[0];
type StubRoute = StubRoutes[number];

/** What a route module exports (routes/*.tsx); its typed args are React Router's at run time. */
interface RouteModule {
  default: unknown;
  clientMiddleware?: unknown;
  clientLoader?: unknown;
  HydrateFallback?: unknown;
  handle?: unknown;
}

/**
 * A stub route running a real route module (client middleware, client loader, fallback, handle,
 * component) at `path`; null is an index route, undefined a pathless layout.
 */
export function moduleRoute(
  path: string | null | undefined,
  module: RouteModule,
  children?: StubRoutes,
): StubRoute {
  return {
    ...(path === null ? { index: true } : { path }),
    Component: module.default,
    middleware: module.clientMiddleware,
    loader: module.clientLoader,
    HydrateFallback: module.HydrateFallback,
    handle: module.handle,
    ...(children ? { children } : {}),
  } as StubRoute;
}

/** Shows the address the stub router is at (`getByTestId("path")`): a flag guard keeps the URL. */
function ShowPath() {
  return (
    <>
      <p data-testid="path">{useLocation().pathname}</p>
      <Outlet />
    </>
  );
}

/**
 * A customer screen's stub routes: the address shown, then `:language` with its layout module and
 * the screen as child. Errors reach the root's boundary (renderRoutes' `ErrorBoundary`), as in the app.
 */
export function customerScreenRoutes(options: { layout: RouteModule; screen: StubRoute }): StubRoutes {
  return [
    {
      path: "/",
      Component: ShowPath,
      children: [moduleRoute(":language", options.layout, [options.screen])],
    },
  ];
}

/** The app's root as far as a page is concerned: its title and screen view (the page layout's), then the page. */
function TestRoot() {
  return (
    <>
      <PageHead />
      <Outlet />
    </>
  );
}

/** The app's root boundary (root.tsx) as the root's Layout draws it: the title and screen view, then the page. */
function rootBoundary(ErrorBoundary: NonNullable<StubRoute["ErrorBoundary"]>): ComponentType {
  // Its props as the framework gives them to the root's boundary; the boundary reads `error` only.
  const Boundary = ErrorBoundary as ComponentType<{ error: unknown }>;
  return function TestRootBoundary() {
    return (
      <>
        <PageHead />
        <p data-testid="path">{useLocation().pathname}</p>
        {createElement(Boundary, { error: useRouteError() })}
      </>
    );
  };
}

/**
 * Tests only: real route modules (client loaders, guards, components) in a memory router, as the
 * app runs them with the fake endpoints: the browser's query client, the fake sign-in, the MSW
 * handlers, translations in the path's language. `ErrorBoundary`: the app's root boundary, which
 * every route's error reaches (the address is shown above it, as ShowPath does).
 */
export function renderRoutes(
  routes: StubRoutes,
  path: string,
  options: { ErrorBoundary?: StubRoute["ErrorBoundary"] } = {},
) {
  // No server render hands settings over in a test: the loaders fetch GET /api/settings.
  provideRenderedSettings(null);
  // A visitor who accepted every purpose, so each screen view is pushed (docs/shell.md "Consent").
  saveConsent({ measurement: true, personalisation: true, advertising: true });
  const language: Language = pageLanguage(path);
  const Stub = createRoutesStub([
    {
      Component: TestRoot,
      ...(options.ErrorBoundary ? { ErrorBoundary: rootBoundary(options.ErrorBoundary) } : {}),
      children: routes,
    },
  ]);
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={createI18n(language, { fr, nl, en })}>
      <QueryClientProvider client={getQueryClient()}>
        <Stub initialEntries={[path]} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { user, ...view };
}

/** afterEach of route tests: nothing rendered, cached, queued or signed in survives a test. */
export function resetRouteTest(): void {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: the next test starts without a consent choice
  document.cookie = `${CONSENT_COOKIE}=; path=/; max-age=0`;
  resetQueryClient();
  resetToasts();
  setAuthState({ status: "loading" });
}
