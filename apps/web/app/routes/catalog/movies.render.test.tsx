import { describe, expect, it } from "vitest";
import { MoviesPage } from "../../features/catalog/movies/movies-page";
import { loadMoviesPage } from "../../features/catalog/movies/movies-page.server";
import { FRENCH_SHOWS, testCatalog } from "../../features/catalog/movies/test-catalog";
import { expectCatalogHead, renderLoadedRoute } from "./catalog-render-test-kit";
import { handle } from "./movies";

/** The server render of the Movies page on `host` (its loader's data, then root layout and page). */
const renderMovies = (host: string, path: string, shows = FRENCH_SHOWS) =>
  renderLoadedRoute(host, path, {
    pattern: ":language/:page",
    handle,
    catalog: () => testCatalog(shows),
    load: loadMoviesPage,
    page: (page) => <MoviesPage page={page} />,
  });

describe("the Movies page", () => {
  it("renders its head: title, one description, the unfiltered canonical, hreflang, an ItemList", async () => {
    const html = await renderMovies("localhost:3000", "/fr/films?genre=drama");
    expectCatalogHead(html, {
      title: "Films à l&#x27;affiche et prochainement | Cinélux",
      canonical: "http://localhost:3000/fr/films",
      alternate: 'hrefLang="en" href="http://localhost:3000/en/movies"',
      jsonLd: '"@type":"ItemList"',
    });
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
  });

  it("renders the filters as a GET form with labelled controls, the chosen values selected", async () => {
    const html = await renderMovies(
      "localhost:3000",
      "/fr/films?genre=drama&technology=dolby&date=2026-11-24",
    );
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/fr\/films"|<form[^>]*action="\/fr\/films"[^>]*method="get"/,
    );
    expect(html).toContain('role="search" aria-label="Filtrer les films"');
    for (const label of ["Rechercher un titre", "Genre", "Version", "Jour"]) {
      expect(html).toMatch(new RegExp(`<label class="ui-field__label" for="[^"]+">${label}</label>`));
    }
    expect(html).toContain('maxLength="80"');
    expect(html).toContain('<option value="drama" selected="">Drame</option>');
    expect(html).toContain('<option value="2026-11-23">Aujourd&#x27;hui</option>');
    expect(html).toContain('<option value="2026-11-24" selected="">Demain</option>');
    expect(html).toContain('<option value="2026-11-25">Mer. 25 nov.</option>');
    expect(html).toMatch(/<legend[^>]*>Technologie<\/legend>/);
    expect(html).toContain('<input type="radio" name="technology" checked="" value="dolby"/>');
    expect(html).toContain('aria-label="Dolby Cinema"');
    expect(html).toMatch(/<button type="submit"[^>]*><span>Afficher les résultats<\/span><\/button>/);
    expect(html).toMatch(/<a class="movies-count__clear" href="\/fr\/films"[^>]*>Effacer les filtres<\/a>/);
  });

  it("shows the grid: posters with size and lazy below the first row, links to each show page, badges", async () => {
    const html = await renderMovies("localhost:3000", "/fr/films");
    expect(html).toContain('role="status">4 résultats</p>');
    expect(html).toMatch(/<h2[^>]*>À l&#x27;affiche<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>Prochainement<\/h2>/);
    expect(html).toMatch(
      /href="\/fr\/films\/metropolis"[^>]*>.*<h3 class="movie-card__title">Metropolis<\/h3>/,
    );
    expect(html).toContain('href="/fr/evenements/la-traviata"');
    expect(html).toContain("Événement");
    expect(html).toContain("Préventes");
    expect(html).toContain("Sortie le 16 décembre 2026");
    expect(html).toContain("2 h 33");
    expect(html).toContain('title="Interdit aux moins de 12 ans"');
    expect(html).toContain('width="240" height="360"');
    // Nothing says "clear filters" on the unfiltered page.
    expect(html).not.toContain("Effacer les filtres");
    // The first row loads at once; the coming-soon grid below it lazily.
    const images = [...html.matchAll(/<img [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes("/posters/"));
    expect(images.slice(0, 3).every((tag) => !tag.includes('loading="lazy"'))).toBe(true);
    expect(images[3]).toContain('loading="lazy"');
  });

  it("shows a real empty state with a way out when nothing matches", async () => {
    const html = await renderMovies("localhost:3000", "/en/movies?q=zzz");
    expect(html).toContain('role="status">0 results</p>');
    expect(html).toContain("No film matches these filters");
    expect(html).toMatch(/<a [^>]*href="\/en\/movies"[^>]*>.*Clear filters/);
    const nothing = await renderMovies("nl.localhost:3000", "/nl/films", []);
    expect(nothing).toContain("Er draaien op dit moment geen films");
  });
});
