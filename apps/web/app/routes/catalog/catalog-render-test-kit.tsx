import type { CatalogReader } from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import type { SettingsResponse } from "@cinelux/contract/settings";
import { createContext, type ReactNode, use } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { expect } from "vitest";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";

/**
 * Test support for the catalog pages' server renders: what each render test shares, so that a
 * test keeps only its loader call and what it asserts.
 */

import { catalogRequest } from "../../features/catalog/shared/catalog-test-kit";

export { catalogRequest };

// The page a render draws from its loader's data (a route's Component takes no props).
const DrawPage = createContext<(data: unknown) => ReactNode>(() => null);

function PageRoute() {
  return use(DrawPage)(useLoaderData());
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

export interface CatalogRender<Data> {
  domain: Domain;
  /** The URL the page is rendered at (its search included). */
  path: string;
  /** The page route's path below the root, e.g. `:language/:page/:slug`. */
  pattern: string;
  /** The route module's `handle` (title, description, head). */
  handle: unknown;
  /** The loader's data, as the route's component reads it. */
  data: Data;
  /**
   * The page drawn from the loader's data. The route's default export lazy-loads its page and
   * renderToString does not wait: the page is rendered directly.
   */
  page: (data: Data) => ReactNode;
  /** The texts' language; the loader data's own by default. */
  language?: Language;
  /** The root's settings; the domain's test settings by default. */
  settings?: SettingsResponse;
}

/** The server render of a catalog page: the root layout (head, nonce, settings) around the page. */
export function renderCatalogRoute<Data>(options: CatalogRender<Data>): string {
  const { domain, path, pattern, handle, data, page } = options;
  const language = options.language ?? (data as { language: Language }).language;
  const settings = options.settings ?? testSettings(domain.id);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "page", path: pattern, Component: PageRoute, handle }],
    },
  ]);
  return runOnDomain(domain, () =>
    renderToString(
      <I18nProvider i18n={createI18n(language, serverCatalogs)}>
        <DrawPage value={page as (data: unknown) => ReactNode}>
          <Stub
            initialEntries={[path]}
            hydrationData={{ loaderData: { root: { cspNonce: "marker", env: "dev", settings }, page: data } }}
          />
        </DrawPage>
      </I18nProvider>,
    ),
  );
}

/** The HTML with narrow and non-breaking spaces as plain ones, for price and date texts. */
export const plainSpaces = (html: string) => html.replace(/[\u202f\u00a0]|&nbsp;/g, " ");

/**
 * The head every catalog page renders: its title, one description, its canonical URL, an alternate
 * in another language (`hrefLang="nl" href="…"`) and, when given, its JSON-LD behind the render's
 * nonce, starting with `jsonLd` (`"@type":"ItemList"`).
 */
export function expectCatalogHead(
  html: string,
  head: { title: string; canonical: string; alternate: string; jsonLd?: string },
): void {
  expect(html).toContain(`<title>${head.title}</title>`);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  expect(html).toContain(`<link rel="canonical" href="${head.canonical}"/>`);
  expect(html).toContain(head.alternate);
  if (head.jsonLd) {
    expect(html).toContain(
      `<script type="application/ld+json" nonce="marker">{"@context":"https://schema.org",${head.jsonLd}`,
    );
  }
}

/** What a catalog page's loader gets in a render test: the path's language and slug, the test's catalog and clock. */
export interface CatalogLoaderInput {
  params: { language?: string; slug?: string };
  request: Request;
  catalog: CatalogReader;
  domain: Domain;
  now: Date;
}

/** The render tests' today: Monday 23 November 2026, 09:00 in Paris (the test catalogs' week). */
const NOW = new Date("2026-11-23T08:00:00Z");

/**
 * The server render of a catalog page at `path` on `host`: its loader, fed the test's catalog for
 * the host's domain, gives the data the root layout and the page are drawn from.
 */
export async function renderLoadedRoute<Data>(
  host: string,
  path: string,
  route: {
    /** The page route's path below the root, e.g. `:language/:page/:slug`. */
    pattern: string;
    handle: unknown;
    catalog: (domain: Domain) => CatalogReader;
    load: (input: CatalogLoaderInput) => Data | Promise<Data>;
    page: (data: Data) => ReactNode;
  },
): Promise<string> {
  const { domain, segments, request } = catalogRequest(host, path);
  // The language is the path's first segment, the slug (when the page has one) its third.
  const [language, , slug] = segments;
  const data = await route.load({
    params: { language, slug },
    request,
    catalog: route.catalog(domain),
    domain,
    now: NOW,
  });
  return renderCatalogRoute({
    domain,
    path,
    pattern: route.pattern,
    handle: route.handle,
    data,
    page: route.page,
  });
}

/** What a page's loader gets when a settings flag switches the page on (Offers, Subscription, Club). */
export interface FlaggedLoaderInput {
  params: { language?: string };
  request: Request;
  flags: Flags;
  domain: Domain;
}

/**
 * The server render of a page a settings flag switches on, at `path` on `host`: the domain's test
 * settings with `flags`, its loader's data, then the root layout and the page.
 */
export function renderFlaggedRoute<Data>(
  host: string,
  path: string,
  route: {
    flags: Partial<Flags>;
    load: (input: FlaggedLoaderInput) => Data;
    handle: unknown;
    page: (data: Data) => ReactNode;
  },
): string {
  const { domain, segments, request } = catalogRequest(host, path);
  const settings = testSettings(domain.id, route.flags);
  const data = route.load({ params: { language: segments[0] }, request, flags: settings.flags, domain });
  return renderCatalogRoute({
    domain,
    path,
    pattern: ":language/:page",
    handle: route.handle,
    data,
    settings,
    page: route.page,
  });
}
