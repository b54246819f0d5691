import { describe, expect, it } from "vitest";
import { CityPage } from "../../features/catalog/cinemas/city-page";
import { loadCityPage } from "../../features/catalog/cinemas/city-page.server";
import { testCinemaCatalog } from "../../features/catalog/cinemas/test-cinemas";
import { expectCatalogHead, renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./city";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const renderCity = (host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:page/:slug",
    handle,
    catalog: (domain) => catalog ?? testCinemaCatalog(domain.id),
    load: loadCityPage,
    page: (page) => <CityPage page={page} />,
  });

describe("the City page", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", async () => {
    const html = await renderCity("nl.localhost:3000", "/nl/bioscopen/den-haag");
    expectCatalogHead(html, {
      title: "Bioscopen in Den Haag: films en tijden | Cinélux",
      canonical: "http://nl.localhost:3000/nl/bioscopen/den-haag",
      alternate: 'hrefLang="en" href="http://nl.localhost:3000/en/our-cinemas/den-haag"',
      jsonLd: '"@type":"ItemList"',
    });
    // Den Haag has no page on the French domain: no alternate there.
    expect(html).not.toContain('hrefLang="fr"');
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
    expect(html).toMatch(
      /<a class="cinema-session__time cinema-session__book" href="\/fr\/reserver\/[^"]+" aria-label="Réserver la séance de \d\d:\d\d, Salle 2">/,
    );
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
