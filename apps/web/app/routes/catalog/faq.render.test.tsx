import type { FaqGroup } from "@cinelux/contract/site-content";
import { describe, expect, it } from "vitest";
import { FaqPage } from "../../features/catalog/faq/faq-page";
import { loadFaqPage } from "../../features/catalog/faq/faq-page.server";
import { testFaqContent, testFaqGroups } from "../../features/catalog/faq/test-faq";
import { catalogRequest, expectCatalogHead, renderCatalogRoute } from "./catalog-render-test-kit";
import { handle } from "./faq";

async function renderFaq(host: string, path: string, groups: FaqGroup[] = testFaqGroups()) {
  const { domain, segments, request } = catalogRequest(host, path);
  const data = await loadFaqPage({
    params: { language: segments[0] },
    request,
    content: testFaqContent(groups),
    domain,
  });
  return renderCatalogRoute({
    domain,
    path,
    pattern: ":language/:faq",
    handle,
    data,
    page: (faq) => <FaqPage faq={faq} />,
  });
}

describe("the FAQ page", () => {
  it("renders its head: title, one description, canonical, hreflang, FAQPage JSON-LD with the nonce", async () => {
    const html = await renderFaq("localhost:3000", "/fr/faq");
    expectCatalogHead(html, {
      title: "Questions fréquentes : billets, CINEPASS et séances | Cinélux",
      canonical: "http://localhost:3000/fr/faq",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl/veelgestelde-vragen"',
      jsonLd: '"@type":"FAQPage"',
    });
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
