import { trailerUrl } from "@cinelux/contract/trailer";
import { describe, expect, it } from "vitest";
import { ShowPage } from "../../features/catalog/show/show-page";
import { loadShowPage } from "../../features/catalog/show/show-page.server";
import { testCatalog, testShow } from "../../features/catalog/show/test-show";
import { renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./show";

/** The server render of a show page on `host` (its loader's data, then root layout and page). */
const renderShow = (host: string, path: string, shows = [testShow()]) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:kind/:slug",
    handle,
    catalog: () => testCatalog(shows),
    load: loadShowPage,
    page: (show) => <ShowPage show={show} />,
  });

describe("the show page", () => {
  it("renders the show's head: title, one description, canonical, hreflang, Open Graph, JSON-LD with the nonce", async () => {
    const html = await renderShow("localhost:3000", "/fr/films/metropolis");
    expect(html).toContain("<title>Metropolis (1927) : séances et bande-annonce | Cinélux</title>");
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/fr/films/metropolis"/>');
    expect(html).toContain('hrefLang="nl" href="http://nl.localhost:3000/nl/films/metropolis"');
    expect(html).toContain('hrefLang="en" href="http://localhost:3000/en/movies/metropolis"');
    expect(html).toContain('hrefLang="x-default"');
    expect(html).toContain('<meta property="og:type" content="video.movie"/>');
    expect(html).toContain(
      '<meta property="og:image" content="http://localhost:3000/media/backdrops/metropolis.jpg"/>',
    );
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="marker">\{"@context":"https:\/\/schema.org"/,
    );
    // The synopsis's markup stays text, in the page and in the JSON-LD.
    expect(html).not.toContain("</script><b>");
  });

  it("shows the hero, the credits, the days as links and the sessions, each time a link to book it", async () => {
    const html = await renderShow("localhost:3000", "/fr/films/metropolis?day=2026-11-24");
    expect(html).toMatch(/<h1[^>]*>Metropolis<\/h1>/);
    expect(html).toContain("2 h 33");
    expect(html).toContain("Interdit aux moins de 12 ans");
    expect(html).toContain("Fritz Lang");
    expect(html).toContain("Brigitte Helm, Alfred Abel");
    expect(html).toContain('href="/fr/films/metropolis?day=2026-11-23"');
    expect(html).toMatch(/aria-current="date"[^>]*>Mar\. 24 nov\.</);
    expect(html).toContain("Séances du mardi 24 novembre");
    expect(html).toContain("Cinélux Montparnasse");
    expect(html).toContain(">17:30<");
    expect(html).toContain(
      'href="/fr/reserver/s2" aria-label="Réserver la séance de 17:30, Salle 2">17:30</a>',
    );
    expect(html).toContain('aria-label="Dolby Cinema"');
    expect(html).not.toMatch(/<button[^>]*>\s*Réserver/);
  });

  it("loads nothing of the trailer before the click: a link to its MP4 file, no video element", async () => {
    const html = await renderShow("localhost:3000", "/fr/films/metropolis");
    // Without JavaScript the link plays the file in the browser; with it, the click swaps in <video>.
    expect(html).toContain(`href="${trailerUrl("metropolis", 720, "mp4")}"`);
    expect(html).toContain("Lire la bande-annonce de Metropolis");
    expect(html).not.toContain("<video");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("youtube");
  });

  it("says when there is no session this week, and gives a coming-soon show its release date", async () => {
    const empty = await renderShow("nl.localhost:3000", "/nl/films/metropolis", [testShow({ cinemas: [] })]);
    expect(empty).toContain("Deze week geen voorstellingen");
    const soon = await renderShow("localhost:3000", "/en/movies/metropolis", [
      testShow({ cinemas: [], comingSoon: true, presales: true, releaseDate: "2026-12-16" }),
    ]);
    expect(soon).toContain("In cinemas from 16 December 2026");
    expect(soon).toContain("Presales open");
  });
});
