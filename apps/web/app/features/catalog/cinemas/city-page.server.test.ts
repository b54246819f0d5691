import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadCityPage } from "./city-page.server";
import { loaderArgs, testCinemaCatalog } from "./test-cinemas";

const now = new Date("2026-11-23T08:00:00Z");

function outcome(host: string, path: string, catalog?: ReturnType<typeof testCinemaCatalog>, at: Date = now) {
  const { domainId, params, request } = loaderArgs(host, path);
  return loaderOutcome(() =>
    loadCityPage({
      params,
      request,
      catalog: catalog ?? testCinemaCatalog(domainId),
      domain: DOMAINS[domainId],
      now: at,
    }),
  );
}

async function page(
  host: string,
  path: string,
  catalog?: ReturnType<typeof testCinemaCatalog>,
  at: Date = now,
) {
  return pageOf(await outcome(host, path, catalog, at));
}

describe("the City page loader", () => {
  it("answers a city without a cinema of the domain with the 404 page", async () => {
    expect(((await outcome("localhost:3000", "/fr/nos-cinemas/atlantis")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/nos-cinemas/den-haag")) as Response).status).toBe(404);
    expect(((await outcome("nl.localhost:3000", "/nl/bioscopen/paris")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/nos-cinemas/Paris")) as Response).status).toBe(404);
  });

  it("redirects another language's path permanently, query kept", async () => {
    const moved = (await outcome("localhost:3000", "/en/nos-cinemas/paris?day=2026-11-24")) as Response;
    expect([moved.status, moved.headers.get("location")]).toEqual([
      301,
      "/en/our-cinemas/paris?day=2026-11-24",
    ]);
  });

  it("lists the city's cinemas and today's sessions by show, one entry per show with a row per cinema", async () => {
    const catalog = testCinemaCatalog("fr");
    const paris = await page("localhost:3000", "/fr/nos-cinemas/paris", catalog);
    expect(paris.city).toEqual({ slug: "paris", name: "Paris" });
    expect(paris.cinemas.map((cinema) => cinema.name)).toEqual(["Cinélux Bastille", "Cinélux Montparnasse"]);
    expect(paris.day).toBe("2026-11-23");
    expect(paris.days[0]).toMatchObject({ date: "2026-11-23", today: true });
    expect(paris.shows.map((show) => [show.title, show.venues.map((venue) => venue.name)])).toEqual([
      ["Metropolis", ["Cinélux Bastille", "Cinélux Montparnasse"]],
    ]);
    expect(paris.shows[0]?.venues[1]?.path).toBe("/fr/cinema/cinelux-paris-montparnasse");
    // One read of the zone's day for the whole city, not a week per cinema.
    expect(catalog.calls).toEqual(["cinemas", "zone idf today"]);
  });

  it("shows another day of the week with ?day=, and today for a day outside it", async () => {
    const tuesday = await page("localhost:3000", "/fr/nos-cinemas/paris?day=2026-11-24");
    expect(tuesday.day).toBe("2026-11-24");
    expect(tuesday.shows.map((show) => show.title)).toEqual(["Metropolis", "Le Lac des cygnes"]);
    const catalog = testCinemaCatalog("fr");
    expect((await page("localhost:3000", "/fr/nos-cinemas/paris?day=2027-01-01", catalog)).day).toBe(
      "2026-11-23",
    );
    expect(catalog.calls).toContain("zone idf today");
  });

  it("opens on tomorrow once today's last session has started, today's tab kept and still readable", async () => {
    const late = new Date("2026-11-23T21:00:00Z"); // after the test week's last session of the day (20:30Z)
    const catalog = testCinemaCatalog("fr");
    const night = await page("localhost:3000", "/fr/nos-cinemas/paris", catalog, late);
    expect(night.day).toBe("2026-11-24");
    expect(night.shows.map((show) => show.title)).toEqual(["Metropolis", "Le Lac des cygnes"]);
    expect(night.days[0]).toMatchObject({ date: "2026-11-23", today: true });
    expect(catalog.calls).toEqual(["cinemas", "zone idf today", "zone idf 2026-11-24"]);
    const today = await page("localhost:3000", "/fr/nos-cinemas/paris?day=2026-11-23", catalog, late);
    expect([today.day, today.shows.map((show) => show.title)]).toEqual(["2026-11-23", ["Metropolis"]]);
    // A day without any session (a programme seeded in the evening) opens on tomorrow too.
    const empty = testCinemaCatalog("fr", { emptyDays: ["2026-11-23"] });
    expect((await page("localhost:3000", "/fr/nos-cinemas/paris", empty)).day).toBe("2026-11-24");
  });

  it("keeps its cinemas when the day has no session", async () => {
    const nice = await page(
      "localhost:3000",
      "/fr/nos-cinemas/nice",
      testCinemaCatalog("fr", { empty: ["cinelux-nice-promenade"] }),
    );
    expect(nice.cinemas).toHaveLength(1);
    expect(nice.shows).toEqual([]);
    expect(nice.days).toHaveLength(7);
  });

  it("serves the Dutch domain's cities in Dutch, with alternates and an ItemList of its MovieTheaters", async () => {
    const denHaag = await page("nl.localhost:3000", "/nl/bioscopen/den-haag");
    expect(denHaag.city.name).toBe("Den Haag");
    expect(denHaag.cinemasPath).toBe("/nl/bioscopen");
    expect(denHaag.days[1]?.label).toBe("Di 24 nov");
    expect(denHaag.seo.description).toBe(
      "De Cinélux-bioscoop in Den Haag: adres, zalen, toegankelijkheid en de voorstellingen van vandaag per film.",
    );
    expect(denHaag.alternatePaths).toEqual({
      fr: "/fr/nos-cinemas/den-haag",
      nl: "/nl/bioscopen/den-haag",
      en: "/en/our-cinemas/den-haag",
    });
    expect(denHaag.seo.alternates.map((alternate) => alternate.hrefLang)).toEqual(["nl", "en", "x-default"]);
    const jsonLd = JSON.parse(denHaag.seo.jsonLd ?? "null");
    expect(jsonLd).toMatchObject({ "@type": "ItemList", name: "Den Haag", numberOfItems: 1 });
    expect(jsonLd.itemListElement[0].item).toMatchObject({
      "@type": "MovieTheater",
      url: "http://nl.localhost:3000/nl/bioscoop/cinelux-den-haag-spui",
    });
  });
});
