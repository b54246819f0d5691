import type { SitePage as SitePageContent } from "@cinelux/contract/site-content";
import { describe, expect, it } from "vitest";
import { SitePage } from "../../features/catalog/site-pages/site-page";
import { loadSitePage } from "../../features/catalog/site-pages/site-page.server";
import { testContent, testSitePage } from "../../features/catalog/site-pages/test-content";
import { catalogRequest, expectCatalogHead, renderCatalogRoute } from "./catalog-render-test-kit";
import { handle } from "./site-page";

/** The server render of a site page on `host` (its loader's data, then root layout and page). */
async function renderSitePage(host: string, path: string, pages: SitePageContent[] = [testSitePage()]) {
  const { domain, segments, request } = catalogRequest(host, path);
  const [language, , slug] = segments;
  const data = await loadSitePage({
    params: { language, slug },
    request,
    content: testContent(pages),
    domain,
  });
  return renderCatalogRoute({
    domain,
    path,
    pattern: ":language/:info/:slug",
    handle,
    data,
    page: (page) => <SitePage page={page} />,
  });
}

describe("a site page", () => {
  it("renders its head: title, one description, canonical, hreflang and JSON-LD with the nonce", async () => {
    const html = await renderSitePage("localhost:3000", "/fr/infos/about");
    expectCatalogHead(html, {
      title: "À propos de Cinélux | Cinélux",
      canonical: "http://localhost:3000/fr/infos/about",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl/info/about"',
      jsonLd: '"@type":"AboutPage"',
    });
    expect(html).toContain('<meta name="description" content="Cinélux exploite 7 cinémas en France."/>');
  });

  it("shows one h1, the lead, each section with its anchor, lists, link, index and the FAQ link", async () => {
    const html = await renderSitePage("localhost:3000", "/fr/infos/about");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>À propos de Cinélux<\/h1>/);
    expect(html).toContain('<h2 id="nos-cinemas">Nos cinémas</h2>');
    expect(html).toContain('<a href="#nos-cinemas">Nos cinémas</a>');
    expect(html).toContain("<li>Des salles IMAX</li>");
    expect(html).toMatch(/<a class="ui-button[^"]*" href="\/fr\/contact">Écrire au service clients<\/a>/);
    expect(html).toContain('<a href="/fr/faq">Questions fréquentes</a>');
    expect(html).toContain('aria-label="Sur cette page"');
  });

  it("writes the content as text, never as HTML", async () => {
    const html = await renderSitePage("localhost:3000", "/fr/infos/about", [
      testSitePage({
        sections: [{ heading: "<img src=x onerror=alert(1)>", paragraphs: ["<script>alert(1)</script>"] }],
      }),
    ]);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // One section: no index.
    expect(html).not.toContain('aria-label="Sur cette page"');
  });

  it("renders the Dutch domain's page in English with English labels", async () => {
    const html = await renderSitePage("nl.localhost:3000", "/en/info/about");
    expect(html).toMatch(/<h1[^>]*>À propos de Cinélux \(en\)<\/h1>/);
    expect(html).toContain('<a href="/en/faq">Frequently asked questions</a>');
    expect(html).toContain('<link rel="canonical" href="http://nl.localhost:3000/en/info/about"/>');
  });
});
