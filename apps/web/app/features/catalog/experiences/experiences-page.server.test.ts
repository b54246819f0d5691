import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { expectLanguageVersions, loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadExperiencesPage, SHOWS_PER_EXPERIENCE } from "./experiences-page.server";
import { DUTCH_CINEMAS, FRENCH_CINEMAS, SHOWS, testCatalog, testFlags, testShow } from "./test-catalog";

function outcome(host: string, path: string, options: { flag?: boolean; shows?: typeof SHOWS } = {}) {
  const url = new URL(`http://${host}${path}`);
  const [, language] = url.pathname.split("/");
  const dutch = host.startsWith("nl.");
  return loaderOutcome(() =>
    loadExperiencesPage({
      params: { language },
      request: new Request(url, { headers: { host } }),
      catalog: testCatalog(dutch ? DUTCH_CINEMAS : FRENCH_CINEMAS, options.shows ?? SHOWS),
      domain: dutch ? DOMAINS.nl : DOMAINS.fr,
      flags: testFlags(options.flag ?? true),
    }),
  );
}

async function page(host: string, path: string, options: { shows?: typeof SHOWS } = {}) {
  return pageOf(await outcome(host, path, options));
}

describe("the Experiences page loader", () => {
  it("is the 404 page when moreFromCineluxMenuEnabled is off, and for an unknown language", async () => {
    expect(((await outcome("localhost:3000", "/fr/experiences", { flag: false })) as Response).status).toBe(
      404,
    );
    expect(((await outcome("nl.localhost:3000", "/nl/belevingen", { flag: false })) as Response).status).toBe(
      404,
    );
    expect(((await outcome("localhost:3000", "/xx/experiences")) as Response).status).toBe(404);
  });

  it("redirects permanently another language's path", async () => {
    const dutch = (await outcome("nl.localhost:3000", "/nl/experiences")) as Response;
    expect([dutch.status, dutch.headers.get("location")]).toEqual([301, "/nl/belevingen"]);
    const english = (await outcome("localhost:3000", "/en/belevingen")) as Response;
    expect(english.headers.get("location")).toBe("/en/experiences");
  });

  it("gives each format, in SPEC 9's order, the domain's cinemas that have it, linking to their pages", async () => {
    const { experiences } = await page("localhost:3000", "/fr/experiences");
    expect(experiences.map((experience) => experience.technology)).toEqual([
      "imax",
      "4dx",
      "screenx",
      "dolby",
    ]);
    const [imax, fourDx, screenx, dolby] = experiences;
    expect(imax?.cinemas).toEqual([
      {
        slug: "cinelux-bastille",
        name: "Cinélux Bastille",
        city: "Paris",
        path: "/fr/cinema/cinelux-bastille",
      },
      {
        slug: "cinelux-confluence",
        name: "Cinélux Confluence",
        city: "Lyon",
        path: "/fr/cinema/cinelux-confluence",
      },
    ]);
    expect(fourDx?.cinemas.map((cinema) => cinema.slug)).toEqual(["cinelux-confluence"]);
    expect(screenx?.cinemas).toEqual([]);
    expect(dolby?.cinemas.map((cinema) => cinema.slug)).toEqual(["cinelux-bastille"]);
  });

  it("lists the Dutch domain's cinemas on the Dutch domain, with Dutch paths", async () => {
    const { experiences } = await page("nl.localhost:3000", "/nl/belevingen");
    expect(experiences[0]?.cinemas).toEqual([
      {
        slug: "cinelux-catharijne",
        name: "Cinélux Catharijne",
        city: "Utrecht",
        path: "/nl/bioscoop/cinelux-catharijne",
      },
    ]);
    expect(experiences[1]?.cinemas).toEqual([]);
    expect(experiences[0]?.moviesPath).toBe("/nl/films?technology=imax");
  });

  it("shows the films playing in each format (not the coming soon), a link to the Movies page filtered by it", async () => {
    const { experiences } = await page("localhost:3000", "/en/experiences");
    const [imax, fourDx, screenx] = experiences;
    expect(imax?.shows).toEqual([
      { slug: "metropolis", title: "Metropolis", path: "/en/movies/metropolis" },
      { slug: "la-traviata", title: "La Traviata", path: "/en/events/la-traviata" },
    ]);
    expect([imax?.showCount, imax?.moviesPath]).toEqual([2, "/en/movies?technology=imax"]);
    expect(fourDx?.shows.map((show) => show.slug)).toEqual(["the-general"]);
    expect([screenx?.shows, screenx?.showCount]).toEqual([[], 0]);
  });

  it("keeps one row of posters per format and counts the rest", async () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      testShow(`film-${index}`, `Film ${index}`, ["dolby"]),
    );
    const { experiences } = await page("localhost:3000", "/fr/experiences", { shows: many });
    expect(experiences[3]?.shows).toHaveLength(SHOWS_PER_EXPERIENCE);
    expect(experiences[3]?.showCount).toBe(9);
  });

  it("describes itself in the page language, on its one canonical URL with alternates", async () => {
    const experiences = await page("nl.localhost:3000", "/nl/belevingen#imax");
    expectLanguageVersions(
      experiences,
      { fr: "/fr/experiences", nl: "/nl/belevingen", en: "/en/experiences" },
      { domain: "nl", language: "nl" },
    );
    expect(experiences.seo.description).toMatch(/^IMAX, 4DX, ScreenX, Dolby Cinema: wat elke premiumzaal/);
  });
});
