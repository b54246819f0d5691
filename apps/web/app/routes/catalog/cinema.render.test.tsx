import { describe, expect, it } from "vitest";
import { CinemaPage } from "../../features/catalog/cinemas/cinema-page";
import { loadCinemaPage } from "../../features/catalog/cinemas/cinema-page.server";
import { testCinemaCatalog } from "../../features/catalog/cinemas/test-cinemas";
import { expectCatalogHead, renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./cinema";

/** The server render of the page at `path` on `host`: its loader's data, then root layout and page. */
const renderCinema = (host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:page/:slug",
    handle,
    catalog: (domain) => catalog ?? testCinemaCatalog(domain.id),
    load: loadCinemaPage,
    page: (page) => <CinemaPage page={page} />,
  });

describe("the Cinema page", () => {
  it("renders its head: title, one description, canonical without ?day=, hreflang, JSON-LD with the nonce", async () => {
    const html = await renderCinema("localhost:3000", "/fr/cinema/cinelux-paris-bastille?day=2026-11-24");
    expectCatalogHead(html, {
      title: "Cinélux Bastille : séances, adresse et accès | Cinélux",
      canonical: "http://localhost:3000/fr/cinema/cinelux-paris-bastille",
      alternate: 'hrefLang="en" href="http://localhost:3000/en/cinema/cinelux-paris-bastille"',
      jsonLd: '"@graph":[{"@type":"MovieTheater"',
    });
    expect(html).toContain('<meta name="description" content="Douze salles au cœur de la Bastille."/>');
    expect(html).not.toContain('hrefLang="nl"');
  });

  it("shows the cinema, a directions link, the days as links and the day's shows with their sessions", async () => {
    const html = await renderCinema("localhost:3000", "/fr/cinema/cinelux-paris-bastille?day=2026-11-24");
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Cinélux Bastille<\/h1>/);
    expect(html).toContain('href="/fr/nos-cinemas/paris"');
    expect(html).toContain('href="https://www.openstreetmap.org/directions?to=48.8425%2C2.323"');
    expect(html).not.toContain("<iframe");
    expect(html).toContain('href="/fr/cinema/cinelux-paris-bastille?day=2026-11-23"');
    expect(html).toMatch(/aria-current="date"[^>]*>Mar\. 24 nov\.</);
    expect(html).toContain("Séances du mardi 24 novembre");
    expect(html).toMatch(/<h4[^>]*><a href="\/fr\/films\/metropolis"[^>]*>Metropolis<\/a><\/h4>/);
    expect(html).toContain('href="/fr/evenements/swan-lake"');
    // Under an hour, in minutes: "50 min", not "0 h 50".
    expect(html).toContain("2 h 33");
    expect(html).toContain(">50 min<");
    expect(html).toContain(">20:30<");
    // Each session's time is its booking link, named for what it does.
    expect(html).toContain(
      'href="/fr/reserver/cinelux-paris-bastille-2026-11-24-b" aria-label="Réserver la séance de 20:30, Salle 2">20:30</a>',
    );
    expect(html).toContain('title="Version française"');
    expect(html).toContain("Cinémas à proximité");
    expect(html).toContain("à 2,4\u202fkm");
    expect(html).not.toMatch(/<button[^>]*>\s*Réserver/);
  });

  it("says when the week has no session", async () => {
    const html = await renderCinema(
      "nl.localhost:3000",
      "/nl/bioscoop/cinelux-den-haag-spui",
      testCinemaCatalog("nl", { empty: ["cinelux-den-haag-spui"] }),
    );
    expect(html).toContain("Deze week geen voorstellingen");
    expect(html).not.toContain('aria-current="date"');
    expect(html).toContain("Toegankelijk voor rolstoelgebruikers");
  });
});
