import { DOMAINS } from "@cinelux/contract/domains";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { CityPageData } from "../../features/catalog-cinemas/cinemas-data";
import { CityPage } from "../../features/catalog-cinemas/city-page";
import { loadCityPage } from "../../features/catalog-cinemas/city-page.server";
import { loaderArgs, testCinemaCatalog } from "../../features/catalog-cinemas/test-cinemas";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";
import { handle } from "./city";

// The route's default export lazy-loads the page (renderToString does not wait): rendered directly.
function CityRoute() {
  return <CityPage page={useLoaderData() as CityPageData} />;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

async function renderCity(host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>) {
  const { domainId, params, request } = loaderArgs(host, path);
  const domain = DOMAINS[domainId];
  const data = await loadCityPage({
    params,
    request,
    catalog: catalog ?? testCinemaCatalog(domainId),
    domain,
    now: new Date("2026-11-23T08:00:00Z"),
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "city", path: ":language/:page/:slug", Component: CityRoute, handle }],
    },
  ]);
  return runOnDomain(domain, () =>
    renderToString(
      <I18nProvider i18n={createI18n(data.language, serverCatalogs)}>
        <Stub
          initialEntries={[path]}
          hydrationData={{
            loaderData: {
              root: { cspNonce: "marker", env: "dev", settings: testSettings(domain.id) },
              city: data,
            },
          }}
        />
      </I18nProvider>,
    ),
  );
}

describe("the City page (issue 9)", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", async () => {
    const html = await renderCity("nl.localhost:3000", "/nl/bioscopen/den-haag");
    expect(html).toContain("<title>Bioscopen in Den Haag: films en tijden | Cinélux</title>");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://nl.localhost:3000/nl/bioscopen/den-haag"/>');
    expect(html).toContain('hrefLang="en" href="http://nl.localhost:3000/en/our-cinemas/den-haag"');
    // Den Haag has no page on the French domain: no alternate there.
    expect(html).not.toContain('hrefLang="fr"');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="marker">\{"@context":"https:\/\/schema.org","@type":"ItemList"/,
    );
  });

  it("shows the city's cinemas, the day links and today's sessions by show, each cinema named", async () => {
    const html = await renderCity("localhost:3000", "/fr/nos-cinemas/paris");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Nos cinémas à Paris<\/h1>/);
    expect(html).toMatch(
      /<h3[^>]*><a href="\/fr\/cinema\/cinelux-paris-montparnasse"[^>]*>Cinélux Montparnasse<\/a><\/h3>/,
    );
    expect(html).toMatch(/aria-current="date"[^>]*>Aujourd&#x27;hui</);
    expect(html).toContain('href="/fr/nos-cinemas/paris?day=2026-11-24"');
    expect(html).toContain("Séances du lundi 23 novembre");
    expect(html).toMatch(/<h4[^>]*><a href="\/fr\/films\/metropolis"[^>]*>Metropolis<\/a><\/h4>/);
    expect(html).toContain('aria-label="2 séances à Cinélux Bastille"');
    expect(html).toContain('aria-label="2 séances à Cinélux Montparnasse"');
    expect(html).toContain('href="/fr/nos-cinemas"');
  });

  it("says when the day has no session, keeping the city's cinemas", async () => {
    const html = await renderCity(
      "localhost:3000",
      "/en/our-cinemas/nice",
      testCinemaCatalog("fr", { empty: ["cinelux-nice-promenade"] }),
    );
    expect(html).toContain("Cinélux Promenade");
    expect(html).toContain("No showtimes on this day");
  });
});
