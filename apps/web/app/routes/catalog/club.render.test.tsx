import { DOMAINS } from "@cinelux/contract/domains";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { ClubPage } from "../../features/catalog-club/club-page";
import { loadClubPage } from "../../features/catalog-club/club-page.server";
import type { ClubPageData } from "../../features/catalog-club/club-page-data";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";
import { handle } from "./club";

// The route's default export lazy-loads the page (renderToString does not wait): rendered directly.
function ClubRoute() {
  return <ClubPage page={useLoaderData() as ClubPageData} />;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
function render(host: string, path: string): string {
  const domain = host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr;
  const url = new URL(`http://${host}${path}`);
  const settings = testSettings(domain.id, { clubCineluxEnabled: true });
  const data = loadClubPage({
    params: { language: url.pathname.split("/")[1] },
    request: new Request(url, { headers: { host } }),
    flags: settings.flags,
    domain,
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "club", path: ":language/:page", Component: ClubRoute, handle }],
    },
  ]);
  return runOnDomain(domain, () =>
    renderToString(
      <I18nProvider i18n={createI18n(data.language, serverCatalogs)}>
        <Stub
          initialEntries={[path]}
          hydrationData={{
            loaderData: { root: { cspNonce: "marker", env: "dev", settings }, club: data },
          }}
        />
      </I18nProvider>,
    ),
  );
}

const plain = (html: string) => html.replace(/[\u202f\u00a0]|&nbsp;/g, " ");

describe("the club page (issue 9)", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", () => {
    const html = render("localhost:3000", "/en/club-cinelux");
    expect(html).toContain(
      "<title>Club Cinélux: the loyalty card that rewards every visit | Cinélux</title>",
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/en/club-cinelux"/>');
    expect(html).toContain('hrefLang="nl" href="http://nl.localhost:3000/nl/club-cinelux"');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="marker">\{"@context":"https:\/\/schema.org","@type":"MemberProgram"/,
    );
  });

  it("shows one h1, how it works, the rewards, the levels and a real link to join", () => {
    const html = plain(render("localhost:3000", "/en/club-cinelux"));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Club Cinélux: every visit counts");
    expect(html).toContain("€12.00 a year");
    expect(html).toContain("10 points per ticket bought");
    expect(html).toContain("150 points");
    expect(html).toContain("A 2D cinema ticket");
    expect(html).toContain("From 24 sessions in 12 months");
    expect(html.match(/href="\/en\/advantages"/g)).toHaveLength(2);
  });

  it("writes the Dutch domain price in Dutch", () => {
    const html = plain(render("nl.localhost:3000", "/nl/club-cinelux"));
    expect(html).toContain("€ 12,50 per jaar");
    expect(html).toContain('href="/nl/advantages"');
  });
});
