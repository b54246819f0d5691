import type { ShowFilters } from "@cinelux/contract/catalog";
import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { expectLanguageVersions, loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadMoviesPage } from "./movies-page.server";
import { DUTCH_SHOWS, FRENCH_SHOWS, testCatalog } from "./test-catalog";

const now = new Date("2026-11-23T08:00:00Z");

function outcome(host: string, path: string, asked: ShowFilters[] = [], catalogPresent = true) {
  const url = new URL(`http://${host}${path}`);
  const [, language] = url.pathname.split("/");
  const dutch = host.startsWith("nl.");
  return loaderOutcome(() =>
    loadMoviesPage({
      params: { language },
      request: new Request(url, { headers: { host } }),
      catalog: catalogPresent ? testCatalog(dutch ? DUTCH_SHOWS : FRENCH_SHOWS, asked) : undefined,
      domain: dutch ? DOMAINS.nl : DOMAINS.fr,
      now,
    }),
  );
}

async function page(host: string, path: string, asked: ShowFilters[] = []) {
  return pageOf(await outcome(host, path, asked));
}

const slugs = (cards: { slug: string }[]) => cards.map((card) => card.slug);

describe("the Movies page loader", () => {
  it("answers an unknown language, or no catalog (react-router dev), with the 404 page", async () => {
    expect(((await outcome("localhost:3000", "/xx/films")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/films", [], false)) as Response).status).toBe(404);
  });

  it("redirects permanently another language's path, query kept, also for a data request", async () => {
    const english = (await outcome("localhost:3000", "/en/films?genre=drama")) as Response;
    expect([english.status, english.headers.get("location")]).toEqual([301, "/en/movies?genre=drama"]);
    const dutch = (await outcome("nl.localhost:3000", "/nl/movies")) as Response;
    expect(dutch.headers.get("location")).toBe("/nl/films");
    const data = (await outcome("localhost:3000", "/fr/movies.data?_routes=x&q=metro")) as Response;
    expect(data.headers.get("location")).toBe("/fr/films?q=metro");
    expect(slugs((await page("localhost:3000", "/fr/films.data?genre=opera")).nowShowing)).toEqual([
      "la-traviata",
    ]);
  });

  it("lists the shows now showing, then coming soon, as finished texts linking to their pages", async () => {
    const movies = await page("localhost:3000", "/fr/films");
    expect(slugs(movies.nowShowing)).toEqual(["metropolis", "the-general", "la-traviata"]);
    expect(slugs(movies.comingSoon)).toEqual(["charade"]);
    expect(movies.filtered).toBe(false);
    const [metropolis, general, traviata] = movies.nowShowing;
    expect(metropolis).toMatchObject({
      path: "/fr/films/metropolis",
      genres: ["Science-fiction", "Drame"],
      ageRating: { short: "-12", label: "Interdit aux moins de 12 ans" },
      versions: [{ code: "VOST", label: "Version originale sous-titrée" }],
      technologies: ["dolby"],
    });
    expect(general?.ageRating.short).toBe("Tous publics");
    // An event is marked and links to its Entertainment page.
    expect(traviata).toMatchObject({ movie: false, path: "/fr/evenements/la-traviata" });
    expect(movies.comingSoon[0]).toMatchObject({ presales: true, releaseDate: "16 décembre 2026" });
    const english = await page("localhost:3000", "/en/movies");
    expect(english.nowShowing[0]).toMatchObject({
      path: "/en/movies/metropolis",
      genres: ["Science fiction", "Drama"],
    });
    expect(english.nowShowing[2]?.path).toBe("/en/events/la-traviata");
    expect(english.comingSoon[0]?.releaseDate).toBe("16 December 2026");
  });

  it("gives the filters' options in the page language, days labelled, today and tomorrow marked", async () => {
    const { options, filters } = await page("localhost:3000", "/fr/films");
    expect(options.genres.map((genre) => genre.label)).toEqual([
      "Comédie",
      "Drame",
      "Guerre",
      "Opéra",
      "Romance",
      "Science-fiction",
      "Thriller",
    ]);
    expect(options.versions).toEqual([
      { value: "VF", label: "VF · Version française" },
      { value: "VO", label: "VO · Version originale" },
      { value: "VOST", label: "VOST · Version originale sous-titrée" },
    ]);
    expect(options.technologies).toEqual(["imax", "4dx", "dolby"]);
    expect(options.dates).toEqual([
      { value: "2026-11-23", label: "Lun. 23 nov.", relative: "today" },
      { value: "2026-11-24", label: "Mar. 24 nov.", relative: "tomorrow" },
      { value: "2026-11-25", label: "Mer. 25 nov.", relative: null },
    ]);
    expect(filters).toEqual({ genre: "", version: "", technology: "", date: "", q: "" });
  });

  it("filters by genre, version, technology, day and title together", async () => {
    const asked: ShowFilters[] = [];
    const movies = await page(
      "localhost:3000",
      "/fr/films?genre=comedy&version=VF&technology=4dx&date=2026-11-25&q=general",
      asked,
    );
    expect(slugs(movies.nowShowing)).toEqual(["the-general"]);
    expect(movies.comingSoon).toEqual([]);
    expect(movies.filtered).toBe(true);
    expect(movies.filters).toEqual({
      genre: "comedy",
      version: "VF",
      technology: "4dx",
      date: "2026-11-25",
      q: "general",
    });
    // The unfiltered list first (the options), then the filtered one.
    expect(asked).toEqual([
      {},
      { genre: "comedy", version: "VF", technology: "4dx", date: "2026-11-25", q: "general" },
    ]);
    expect(slugs((await page("localhost:3000", "/fr/films?date=2026-11-24")).nowShowing)).toEqual([
      "metropolis",
      "the-general",
    ]);
  });

  it("ignores invalid values instead of failing: unknown genre, bad date, a day without sessions, an 81-character search", async () => {
    for (const query of [
      "genre=western",
      "genre=",
      "version=vo",
      "technology=3d",
      "date=2026-02-30",
      "date=2026-12-25",
      `q=${"a".repeat(81)}`,
      "q=%20%20",
      "genre=drama&genre=opera",
    ]) {
      const asked: ShowFilters[] = [];
      const movies = await page("localhost:3000", `/fr/films?${query}`, asked);
      // A repeated parameter keeps its first value (what the form sends), every other case none.
      expect([query, movies.filtered]).toEqual([query, query.startsWith("genre=drama")]);
    }
    const trimmed = await page("localhost:3000", "/fr/films?q=%20metro%20");
    expect([trimmed.filters.q, slugs(trimmed.nowShowing)]).toEqual(["metro", ["metropolis"]]);
  });

  it("ignores a version the domain does not offer: OV and NL on the French domain, VF on the Dutch one", async () => {
    expect((await page("localhost:3000", "/fr/films?version=OV")).filtered).toBe(false);
    expect((await page("nl.localhost:3000", "/nl/films?version=VF")).filtered).toBe(false);
    const dutch = await page("nl.localhost:3000", "/nl/films?version=NL");
    expect(slugs(dutch.nowShowing)).toEqual(["nosferatu"]);
    expect(dutch.options.versions.map((version) => version.label)).toEqual([
      "NL · Nederlands gesproken",
      "OV · Originele versie met Nederlandse ondertitels",
    ]);
  });

  it("returns an empty list, not an error, when nothing matches", async () => {
    const movies = await page("localhost:3000", "/fr/films?q=zzz");
    expect([movies.nowShowing, movies.comingSoon, movies.filtered]).toEqual([[], [], true]);
  });

  it("has one canonical URL, the unfiltered page, and the page in every language", async () => {
    const movies = await page("nl.localhost:3000", "/nl/films?genre=horror");
    expect(movies.path).toBe("/nl/films");
    expectLanguageVersions(
      movies,
      { fr: "/fr/films", nl: "/nl/films", en: "/en/movies" },
      { domain: "nl", language: "nl" },
    );
    expect(movies.seo.description).toMatch(/^Alle films en evenementen/);
  });

  it("describes the list as a schema.org ItemList of Movies (an event as an Event)", async () => {
    const movies = await page("localhost:3000", "/fr/films");
    expect(movies.seo.jsonLd).not.toContain("<");
    const list = JSON.parse(movies.seo.jsonLd ?? "null");
    expect(list).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList" });
    expect(list.itemListElement[0]).toEqual({
      "@type": "ListItem",
      position: 1,
      url: "http://localhost:3000/fr/films/metropolis",
      item: {
        "@type": "Movie",
        name: "Metropolis",
        url: "http://localhost:3000/fr/films/metropolis",
        image: "http://localhost:3000/media/posters/metropolis.jpg",
        duration: "PT2H33M",
        dateCreated: "1927",
        genre: ["Science-fiction", "Drame"],
      },
    });
    expect(list.itemListElement[2].item).toMatchObject({ "@type": "Event", name: "La Traviata" });
    expect(list.itemListElement).toHaveLength(4);
  });
});
