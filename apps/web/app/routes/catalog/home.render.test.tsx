import type { Flags } from "@cinelux/contract/flags";
import { describe, expect, it } from "vitest";
import { SignedInRoot } from "../../features/account/signed-in-root";
import { CatalogHomePage } from "../../features/catalog/home/home-page";
import { loadCatalogHome } from "../../features/catalog/home/home-page.server";
import { type TestCatalogOptions, testCatalog } from "../../features/catalog/home/test-home";
import { catalogRequest, expectCatalogHead, renderCatalogRoute } from "./catalog-render-test-kit";
import { handle } from "./home";

/** The server render of the catalog home on `host` (its loader's data, then root layout and page). */
async function renderHome(
  host: string,
  path: string,
  options: TestCatalogOptions & { flags?: Partial<Flags> } = {},
): Promise<string> {
  const { domain, segments, request } = catalogRequest(host, path);
  const { flags = { subscriptionEnabled: true, clubCineluxEnabled: true }, ...catalog } = options;
  const data = await loadCatalogHome({
    params: { language: segments[0] },
    request,
    catalog: testCatalog({ zone: domain.id === "nl" ? "amsterdam" : "idf", ...catalog }),
    domain,
    flags,
    now: new Date("2026-11-23T12:00:00Z"),
  });
  return renderCatalogRoute({
    domain,
    path,
    pattern: ":language",
    handle,
    data,
    page: (home) => <CatalogHomePage home={home} />,
  });
}

describe("the catalog home (decision 007's anonymous /{language})", () => {
  it("renders its head: title, one description, canonical, hreflang, Open Graph, ItemList JSON-LD with the nonce", async () => {
    const html = await renderHome("localhost:3000", "/fr");
    expectCatalogHead(html, {
      title: "Cinélux : films à l&#x27;affiche, séances et bandes-annonces",
      canonical: "http://localhost:3000/fr",
      alternate: 'hrefLang="nl" href="http://nl.localhost:3000/nl"',
      jsonLd: '"@type":"ItemList"',
    });
    expect(html).toContain('<meta property="og:type" content="website"/>');
  });

  it("has one h1, the featured show with its backdrop fetched first, and rows linking the show pages", async () => {
    const html = await renderHome("localhost:3000", "/fr");
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="catalog-home-hero-title"[^>]*>Metropolis<\/h2>/);
    expect(html).toMatch(/fetchPriority="high"|fetchpriority="high"/);
    expect(html).toContain('href="/fr/films/metropolis"');
    expect(html).toContain('href="/fr/evenements/swan-lake"');
    expect(html).toContain('href="/fr/films"');
    expect(html).toContain("Sortie le 16 décembre");
    expect(html).toContain("Préventes");
    // A trailer is its facade until the click: a link to the video file, no <video> yet.
    expect(html).toContain("Lire la bande-annonce de Nosferatu");
    expect(html).toMatch(
      /<a class="trailer-player trailer-player--facade" href="\/media\/[^"]+nosferatu01[^"]*\.mp4"/,
    );
    expect(html).not.toContain("<video");
  });

  it("shows the default zone's day: day links, cinemas and sessions, the started one marked", async () => {
    const html = await renderHome("localhost:3000", "/fr?day=2026-11-24");
    expect(html).toContain("Les séances à Paris et en Île-de-France");
    expect(html).toContain('href="/fr?day=2026-11-23#catalog-home-schedule"');
    expect(html).toMatch(/aria-current="date"[^>]*>Mar\. 24 nov\.</);
    expect(html).toContain("Séances du mardi 24 novembre");
    expect(html).toContain('href="/fr/cinema/cinelux-montparnasse"');
    expect(html).toContain('aria-label="Dolby Cinema"');
    const today = await renderHome("localhost:3000", "/fr");
    expect(today).toContain("(déjà commencée)");
    expect(today).toMatch(/aria-current="date"[^>]*>Aujourd&#x27;hui</);
  });

  it("shows Amsterdam on the Dutch domain, and real empty states", async () => {
    const dutch = await renderHome("nl.localhost:3000", "/nl", { zoneCinemas: [], shows: [] });
    expect(dutch).toContain("Voorstellingen in Amsterdam");
    expect(dutch).toContain("Geen voorstellingen op deze dag");
    expect(dutch).toContain("Er draaien op dit moment geen films");
    expect(dutch).not.toContain("Uitgelicht");
  });

  it("shows each promotion behind its flag", async () => {
    // The header links the same pages by the settings' flags: the promotions' own cards are checked.
    const both = await renderHome("localhost:3000", "/en");
    expect(both).toMatch(/The Cinélux pass<\/h3>[\s\S]*?href="\/en\/cinepass"/);
    expect(both).toMatch(/The Cinélux Club<\/h3>[\s\S]*?href="\/en\/club-cinelux"/);
    const none = await renderHome("localhost:3000", "/en", { flags: {} });
    expect(none).not.toContain("The Cinélux pass");
    expect(none).not.toContain("The Cinélux Club");
    expect(none).not.toContain("Our passes and club");
  });
});

describe("the signed-in face's server stand-in (decision 007)", () => {
  it("draws the home's hero and scene and the navigation", () => {
    const html = renderCatalogRoute({
      domain: catalogRequest("localhost:3000", "/fr").domain,
      path: "/fr",
      pattern: ":language",
      handle,
      data: { face: "signed-in", language: "fr" },
      page: () => <SignedInRoot language="fr" data={null} />,
    });
    expect(html).toMatch(/<header class="home-hero">[\s\S]*<div class="home-art" aria-hidden="true"><\/div>/);
    expect(html).toMatch(/<nav class="account-nav" aria-label="Mon compte">/);
    expect(html).toMatch(/<h1[^>]*aria-live="polite"[^>]*><span class="visually-hidden">Chargement/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain("<title>");
    // No catalog on the signed-in face.
    expect(html).not.toContain("catalog-home");
  });
});
