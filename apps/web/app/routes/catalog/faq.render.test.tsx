import { DOMAINS } from "@cinelux/contract/domains";
import type { FaqGroup } from "@cinelux/contract/site-content";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet, useLoaderData } from "react-router";
import { describe, expect, it } from "vitest";
import { FaqPage } from "../../features/catalog-faq/faq-page";
import { loadFaqPage } from "../../features/catalog-faq/faq-page.server";
import type { FaqPageData } from "../../features/catalog-faq/faq-page-data";
import { testFaqContent, testFaqGroups } from "../../features/catalog-faq/test-faq";
import { runOnDomain } from "../../lib/domain/request-domain.server";
import { serverCatalogs } from "../../lib/i18n/catalogs.server";
import { createI18n } from "../../lib/i18n/create-i18n";
import { I18nProvider } from "../../lib/i18n/use-translation";
import { Layout } from "../../root";
import { testSettings } from "../../shell/testing/render-shell";
import { handle } from "./faq";

// The route's default export lazy-loads FaqPage (renderToString does not wait): rendered directly.
function FaqRoute() {
  return <FaqPage faq={useLoaderData() as FaqPageData} />;
}

function RootLayout() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

async function renderFaq(host: string, path: string, groups: FaqGroup[] = testFaqGroups()) {
  const domain = host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr;
  const url = new URL(`http://${host}${path}`);
  const [, language] = url.pathname.split("/");
  const data = await loadFaqPage({
    params: { language },
    request: new Request(url, { headers: { host } }),
    content: testFaqContent(groups),
    domain,
  });
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: RootLayout,
      children: [{ id: "faq", path: ":language/:faq", Component: FaqRoute, handle }],
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
              faq: data,
            },
          }}
        />
      </I18nProvider>,
    ),
  );
}

describe("the FAQ page (issue 9)", () => {
  it("renders its head: title, one description, canonical, hreflang, FAQPage JSON-LD with the nonce", async () => {
    const html = await renderFaq("localhost:3000", "/fr/faq");
    expect(html).toContain("<title>Questions fréquentes : billets, CINEPASS et séances | Cinélux</title>");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr/faq"/>');
    expect(html).toContain('hrefLang="nl" href="http://nl.localhost:3000/nl/veelgestelde-vragen"');
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="marker">\{"@context":"https:\/\/schema.org","@type":"FAQPage"/,
    );
  });

  it("groups the questions by topic, each a details element with its anchor and answer", async () => {
    const html = await renderFaq("localhost:3000", "/fr/faq");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('<h2 id="kac-footer-001">Billets et CINEPASS</h2>');
    expect(html).toContain('<a href="#kac-visit-003">Au cinéma</a>');
    expect(html).toMatch(
      /<details id="ka-fr-0001" class="faq-page__question"><summary>Comment fonctionne le CINEPASS \?<\/summary><div class="faq-page__answer"><p>Le CINEPASS est un abonnement mensuel.<\/p><p>Réservez en ligne.<\/p>/,
    );
    // A question without an answer yet sends to the customer service.
    expect(html).toMatch(
      /<summary>Y a-t-il un parking \?<\/summary><div class="faq-page__answer"><p>La réponse/,
    );
    expect(html).toContain('href="/fr/infos/contact"');
  });

  it("says so when the domain has no question, still offering the contact page", async () => {
    const html = await renderFaq("nl.localhost:3000", "/nl/veelgestelde-vragen", []);
    expect(html).toContain("Er staan nog geen vragen klaar.");
    expect(html).not.toContain("<details");
    expect(html).toContain('href="/nl/info/contact"');
    expect(html).not.toContain('type="application/ld+json"');
  });
});
