import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { domainOrigin } from "../../../lib/catalog/catalog-seo.server";
import { expectLanguageVersions, loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadShowPage } from "./show-page.server";
import { testCatalog, testShow } from "./test-show";

const catalog = testCatalog([
  testShow(),
  testShow({ slug: "swan-lake", title: "Le Lac des cygnes", movie: false, genres: ["ballet"] }),
  testShow({
    slug: "nosferatu",
    title: "Nosferatu",
    comingSoon: true,
    presales: true,
    releaseDate: "2026-12-16",
    dates: [],
    versions: [],
    technologies: [],
    cinemas: [],
  }),
]);
const now = new Date("2026-11-23T08:00:00Z");

function outcome(host: string, path: string, at: Date = now) {
  const url = new URL(`http://${host}${path}`);
  // React Router matches a data request (`….data`) as its page: the params have no suffix.
  const [, language, , slug] = url.pathname.replace(/\.data$/, "").split("/");
  return loaderOutcome(() =>
    loadShowPage({
      params: { language, slug },
      request: new Request(url, { headers: { host } }),
      catalog,
      domain: host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr,
      now: at,
    }),
  );
}

async function page(host: string, path: string, at: Date = now) {
  return pageOf(await outcome(host, path, at));
}

describe("the show page loader", () => {
  it("answers an unknown slug, a malformed slug or an unknown language with the 404 page", async () => {
    expect(((await outcome("localhost:3000", "/fr/films/no-such-show")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/films/Metropolis")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/xx/films/metropolis")) as Response).status).toBe(404);
  });

  it("redirects permanently a path of another language, query kept", async () => {
    const response = (await outcome("localhost:3000", "/en/films/metropolis?day=2026-11-24")) as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/en/movies/metropolis?day=2026-11-24");
    const dutch = (await outcome("nl.localhost:3000", "/nl/movies/metropolis")) as Response;
    expect(dutch.headers.get("location")).toBe("/nl/films/metropolis");
  });

  it("serves a client navigation's data request for the page's own path, and redirects another's", async () => {
    expect((await page("localhost:3000", "/fr/films/metropolis.data?day=2026-11-24")).day).toBe("2026-11-24");
    const response = (await outcome(
      "localhost:3000",
      "/en/films/metropolis.data?_routes=x&day=2026-11-24",
    )) as Response;
    expect(response.headers.get("location")).toBe("/en/movies/metropolis?day=2026-11-24");
  });

  it("redirects a movie asked as an event and an event asked as a movie", async () => {
    const movie = (await outcome("localhost:3000", "/fr/evenements/metropolis")) as Response;
    expect([movie.status, movie.headers.get("location")]).toEqual([301, "/fr/films/metropolis"]);
    const event = (await outcome("localhost:3000", "/en/movies/swan-lake")) as Response;
    expect([event.status, event.headers.get("location")]).toEqual([301, "/en/events/swan-lake"]);
    expect((await page("nl.localhost:3000", "/nl/evenementen/swan-lake")).title).toBe("Le Lac des cygnes");
  });

  it("gives the page its texts in the page language", async () => {
    const show = await page("localhost:3000", "/fr/films/metropolis");
    expect(show.genres).toEqual(["Science-fiction", "Drame"]);
    expect(show.ageRating).toEqual({ code: "12", short: "-12", label: "Interdit aux moins de 12 ans" });
    expect(show.versions).toEqual([{ code: "VOST", label: "Version originale sous-titrée" }]);
    expect(show.days.map((day) => [day.date, day.today, day.label])).toEqual([
      ["2026-11-23", true, "Lun. 23 nov."],
      ["2026-11-24", false, "Mar. 24 nov."],
    ]);
    const english = await page("localhost:3000", "/en/movies/metropolis");
    expect(english.ageRating.short).toBe("12+");
    expect(english.genres).toEqual(["Science fiction", "Drama"]);
  });

  it("shows the first day by default and the day asked with ?day=, ignoring an unknown one", async () => {
    const first = await page("localhost:3000", "/fr/films/metropolis");
    expect(first.day).toBe("2026-11-23");
    expect(first.cinemas[0]?.sessions.map((session) => session.time)).toEqual(["14:00"]);
    const second = await page("localhost:3000", "/fr/films/metropolis?day=2026-11-24");
    expect(second.cinemas[0]?.sessions.map((session) => session.time)).toEqual(["17:30", "22:00"]);
    expect((await page("localhost:3000", "/fr/films/metropolis?day=1999-01-01")).day).toBe("2026-11-23");
  });

  it("opens on the next day once the first day's last session has started (docs/catalog.md)", async () => {
    const late = await page("localhost:3000", "/fr/films/metropolis", new Date("2026-11-23T23:00:00Z"));
    expect(late.day).toBe("2026-11-24");
    expect(late.days[0]?.date).toBe("2026-11-23");
    const picked = await page(
      "localhost:3000",
      "/fr/films/metropolis?day=2026-11-23",
      new Date("2026-11-23T23:00:00Z"),
    );
    expect(picked.day).toBe("2026-11-23");
  });

  it("gives a coming-soon show its release date and no day", async () => {
    const show = await page("localhost:3000", "/fr/films/nosferatu");
    expect(show.releaseDate).toBe("16 décembre 2026");
    expect([show.day, show.days, show.presales]).toEqual([null, [], true]);
  });

  it("names the same show in every language, on the right domain, for the switch and hreflang", async () => {
    const show = await page("nl.localhost:3000", "/nl/films/metropolis");
    expectLanguageVersions(
      show,
      { fr: "/fr/films/metropolis", nl: "/nl/films/metropolis", en: "/en/movies/metropolis" },
      { domain: "nl", language: "nl" },
    );
    expect(show.seo.image).toBe("http://nl.localhost:3000/media/backdrops/metropolis.jpg");
  });

  it("writes a Movie with its ScreeningEvents as JSON-LD that no catalog text can close", async () => {
    const show = await page("localhost:3000", "/fr/films/metropolis");
    expect(show.seo.jsonLd).not.toContain("<");
    const graph = JSON.parse(show.seo.jsonLd ?? "null")["@graph"];
    expect(graph[0]).toMatchObject({
      "@type": "Movie",
      name: "Metropolis",
      director: { name: "Fritz Lang" },
    });
    expect(graph.slice(1).map((event: { "@type": string; startDate: string }) => event.startDate)).toEqual([
      "2026-11-23T14:00:00.000Z",
      "2026-11-24T17:30:00.000Z",
      "2026-11-24T22:00:00.000Z",
    ]);
    expect(graph[1].location).toMatchObject({ "@type": "MovieTheater", name: "Cinélux Montparnasse" });
  });
});

describe("domainOrigin", () => {
  it("pairs localhost with nl.localhost and cinelux.fr with cinelux.nl, port and prefix kept", () => {
    expect(domainOrigin(new URL("http://localhost:3000/x"), DOMAINS.fr, "nl")).toBe(
      "http://nl.localhost:3000",
    );
    expect(domainOrigin(new URL("http://nl.localhost:3000/x"), DOMAINS.nl, "fr")).toBe(
      "http://localhost:3000",
    );
    expect(domainOrigin(new URL("https://www.cinelux.nl/x"), DOMAINS.nl, "fr")).toBe(
      "https://www.cinelux.fr",
    );
    expect(domainOrigin(new URL("https://www.cinelux.fr/x"), DOMAINS.fr, "fr")).toBe(
      "https://www.cinelux.fr",
    );
  });
});
