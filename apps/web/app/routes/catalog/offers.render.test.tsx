import { describe, expect, it } from "vitest";
import { OffersPage } from "../../features/catalog/offers/offers-page";
import { loadOffersPage } from "../../features/catalog/offers/offers-page.server";
import { expectCatalogHead, plainSpaces as plain, renderFlaggedRoute } from "./catalog-render-test-kit";
import { handle } from "./offers";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const render = (host: string, path: string) =>
  renderFlaggedRoute(host, path, {
    flags: { offersMenuDisplayed: true },
    load: loadOffersPage,
    handle,
    page: (page) => <OffersPage page={page} />,
  });

describe("the offers page", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", () => {
    const html = render("nl.localhost:3000", "/nl/aanbiedingen");
    expectCatalogHead(html, {
      title: "Aanbiedingen en kortingen in de bioscoop | Cinélux",
      canonical: "http://nl.localhost:3000/nl/aanbiedingen",
      alternate: 'hrefLang="fr" href="http://localhost:3000/fr/offres"',
      jsonLd: '"@type":"OfferCatalog"',
    });
  });

  it("shows one h1, the reduced prices of the domain, the group rates, the cards and the promotions", () => {
    const html = plain(render("nl.localhost:3000", "/nl/aanbiedingen"));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain("Normaal tarief: € 13,50");
    expect(html).toContain("Kinderen tot 14 jaar");
    expect(html).toContain("€ 8,00");
    expect(html).toContain("Vanaf 20 personen");
    expect(html).toContain("Filmkaart 50 plaatsen");
    expect(html).toContain("€ 9,70 per plaats");
    expect(html).toContain('href="/nl/buy?item=MOVIECARD_20"');
    expect(html).toContain("Van € 20,00 tot € 200,00");
    expect(html).toContain('href="/nl/buy?item=GIFT_CARD"');
    expect(html).toContain('href="/nl/veelgestelde-vragen"');
    expect(html).toContain('href="/nl/abonnement"');
    expect(html).toContain('href="/nl/club-cinelux"');
    expect(html).toContain("alle Cinélux-bioscopen in Nederland");
  });

  it("writes French prices on the French domain", () => {
    const html = plain(render("localhost:3000", "/fr/offres"));
    expect(html).toContain("Plein tarif : 13,90 €");
    expect(html).toContain("5,90 €");
    expect(html).toContain("Huit formules, dès 14,90 € par mois.");
  });
});
