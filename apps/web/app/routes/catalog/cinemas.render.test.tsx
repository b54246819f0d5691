import { DOMAINS } from "@cinelux/contract/domains";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import type { CinemasPageData } from "../../features/catalog-cinemas/cinemas-data";
import { CinemasPage } from "../../features/catalog-cinemas/cinemas-page";
import { loadCinemasPage } from "../../features/catalog-cinemas/cinemas-page.server";
import { loaderArgs, testCinemaCatalog } from "../../features/catalog-cinemas/test-cinemas";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";
import { handle } from "./cinemas";

// The route's default export lazy-loads the page (renderToString does not wait): rendered directly.
function CinemasRoute() {
  return <CinemasPage page={useLoaderData() as CinemasPageData} />;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

async function renderCinemas(host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>) {
  const { domainId, params, request } = loaderArgs(host, path);
  const domain = DOMAINS[domainId];
  const data = await loadCinemasPage({
    params,
    request,
    catalog: catalog ?? testCinemaCatalog(domainId),
    domain,
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "cinemas", path: ":language/:page", Component: CinemasRoute, handle }],
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
              cinemas: data,
            },
          }}
        />
      </I18nProvider>,
    ),
  );
}

describe("the Cinemas page (issue 9)", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", async () => {
    const html = await renderCinemas("localhost:3000", "/fr/nos-cinemas");
    expect(html).toContain("<title>Nos cinémas : adresses, salles et séances | Cinélux</title>");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr/nos-cinemas"/>');
    expect(html).toContain('hrefLang="nl" href="http://nl.localhost:3000/nl/bioscopen"');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="marker">\{"@context":"https:\/\/schema.org","@type":"ItemList"/,
    );
  });

  it("shows one h1, each city as a heading linking to its page, and each cinema's card", async () => {
    const html = await renderCinemas("localhost:3000", "/fr/nos-cinemas");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h2[^>]*><a href="\/fr\/nos-cinemas\/paris"[^>]*>Paris<\/a><\/h2>/);
    expect(html).toMatch(
      /<h3[^>]*><a href="\/fr\/cinema\/cinelux-paris-bastille"[^>]*>Cinélux Bastille<\/a><\/h3>/,
    );
    expect(html).toContain("14 rue du Faubourg Saint-Antoine, 75012 Paris");
    expect(html).toContain("12 salles");
    expect(html).toContain("2\u202f140 places");
    expect(html).toContain("Accessible aux personnes à mobilité réduite");
    expect(html).toContain("Accès en fauteuil roulant non garanti");
    expect(html).toContain('aria-label="IMAX"');
    expect(html).toContain("2 cinémas");
  });

  it("speaks Dutch on the Dutch domain, and says so when there is no cinema", async () => {
    const dutch = await renderCinemas("nl.localhost:3000", "/nl/bioscopen");
    expect(dutch).toContain("Onze bioscopen");
    expect(dutch).toContain("9 zalen");
    expect(dutch).toContain("Den Haag");
    expect(dutch).not.toContain("Paris");
    const empty = await renderCinemas(
      "localhost:3000",
      "/en/our-cinemas",
      testCinemaCatalog("fr", { cinemas: [] }),
    );
    expect(empty).toContain("No cinemas yet");
  });
});
