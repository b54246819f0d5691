import { describe, expect, it } from "vitest";
import { CinemasPage } from "../../features/catalog/cinemas/cinemas-page";
import { loadCinemasPage } from "../../features/catalog/cinemas/cinemas-page.server";
import { testCinemaCatalog } from "../../features/catalog/cinemas/test-cinemas";
import { expectCatalogHead, renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./cinemas";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const renderCinemas = (host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:page",
    handle,
    catalog: (domain) => catalog ?? testCinemaCatalog(domain.id),
    load: loadCinemasPage,
    page: (page) => <CinemasPage page={page} />,
  });

describe("the Cinemas page", () => {
  it("renders its head: title, one description, canonical, hreflang, JSON-LD with the nonce", async () => {
    const html = await renderCinemas("localhost:3000", "/fr/nos-cinemas");
    expectCatalogHead(html, {
      title: "Nos cinémas : adresses, salles et séances | Cinélux",
      canonical: "http://localhost:3000/fr/nos-cinemas",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl/bioscopen"',
      jsonLd: '"@type":"ItemList"',
    });
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
