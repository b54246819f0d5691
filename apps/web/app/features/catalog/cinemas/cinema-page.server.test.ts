import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { JSON_LD_SESSIONS, loadCinemaPage } from "./cinema-page.server";
import { loaderArgs, testCinemaCatalog } from "./test-cinemas";

const now = new Date("2026-11-23T08:00:00Z");

function outcome(
  host: string,
  path: string,
  options: Parameters<typeof testCinemaCatalog>[1] = {},
  at: Date = now,
) {
  const { domainId, params, request } = loaderArgs(host, path);
  return loaderOutcome(() =>
    loadCinemaPage({
      params,
      request,
      catalog: testCinemaCatalog(domainId, options),
      domain: DOMAINS[domainId],
      now: at,
    }),
  );
}

async function page(
  host: string,
  path: string,
  options: Parameters<typeof testCinemaCatalog>[1] = {},
  at: Date = now,
) {
  return pageOf(await outcome(host, path, options, at));
}

describe("the Cinema page loader", () => {
  it("answers an unknown, malformed or other domain's cinema with the 404 page", async () => {
    expect(((await outcome("localhost:3000", "/fr/cinema/no-such-cinema")) as Response).status).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/cinema/Cinelux")) as Response).status).toBe(404);
    // The Dutch domain's reader does not know a French cinema, and the reverse.
    expect(
      ((await outcome("nl.localhost:3000", "/nl/bioscoop/cinelux-paris-bastille")) as Response).status,
    ).toBe(404);
    expect(((await outcome("localhost:3000", "/fr/cinema/cinelux-den-haag-spui")) as Response).status).toBe(
      404,
    );
  });

  it("redirects another language's path permanently, query kept, and serves its own data request", async () => {
    const moved = (await outcome(
      "nl.localhost:3000",
      "/nl/cinema/cinelux-den-haag-spui?day=2026-11-24",
    )) as Response;
    expect([moved.status, moved.headers.get("location")]).toEqual([
      301,
      "/nl/bioscoop/cinelux-den-haag-spui?day=2026-11-24",
    ]);
    const data = await page("localhost:3000", "/en/cinema/cinelux-paris-bastille.data?day=2026-11-24");
    expect(data.day).toBe("2026-11-24");
  });

  it("gives the cinema its facts, description, city and a directions link to its coordinates", async () => {
    const { cinema, cinemasPath } = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille");
    expect(cinema).toMatchObject({
      name: "Cinélux Bastille",
      city: "Paris",
      cityPath: "/fr/nos-cinemas/paris",
      description: "Douze salles au cœur de la Bastille.",
      hallCount: 12,
      technologies: ["imax", "dolby"],
      directionsUrl: "https://www.openstreetmap.org/directions?to=48.8425%2C2.323",
    });
    expect(cinemasPath).toBe("/fr/nos-cinemas");
    // No coordinates: the address, for the map to find.
    const nice = await page("localhost:3000", "/fr/cinema/cinelux-nice-promenade");
    expect(nice.cinema.directionsUrl).toBe(
      `https://www.openstreetmap.org/directions?to=${encodeURIComponent("47 promenade des Anglais, 06000 Nice")}`,
    );
    expect(nice.cinema.hasPmrService).toBe(false);
  });

  it("shows the first day by default and the day asked with ?day=, each show with its versions and sessions", async () => {
    const today = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille");
    expect(today.days.map((day) => [day.date, day.today, day.label]).slice(0, 2)).toEqual([
      ["2026-11-23", true, "Lun. 23 nov."],
      ["2026-11-24", false, "Mar. 24 nov."],
    ]);
    expect(today.day).toBe("2026-11-23");
    expect(today.shows).toHaveLength(1);
    expect(today.shows[0]).toMatchObject({
      title: "Metropolis",
      path: "/fr/films/metropolis",
      ageRating: { short: "-12", label: "Interdit aux moins de 12 ans" },
      versions: [
        { code: "VF", label: "Version française" },
        { code: "VOST", label: "Version originale sous-titrée" },
      ],
    });
    expect(
      today.shows[0]?.venues[0]?.sessions.map((session) => [session.time, session.technologies]),
    ).toEqual([
      ["14:00", ["dolby"]],
      ["20:30", []],
    ]);
    const tuesday = await page("localhost:3000", "/en/cinema/cinelux-paris-bastille?day=2026-11-24");
    expect(tuesday.shows.map((show) => [show.title, show.path])).toEqual([
      ["Metropolis", "/en/movies/metropolis"],
      ["Le Lac des cygnes", "/en/events/swan-lake"],
    ]);
    expect(tuesday.shows[1]?.ageRating.short).toBe("All");
    expect((await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille?day=1999-01-01")).day).toBe(
      "2026-11-23",
    );
  });

  it("opens on the next day once today's last session has started, today's tab kept (docs/catalog.md)", async () => {
    const late = new Date("2026-11-23T21:00:00Z"); // after the test week's last session of the day (20:30Z)
    const night = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille", {}, late);
    expect(night.day).toBe("2026-11-24");
    expect(night.days[0]?.date).toBe("2026-11-23");
    const picked = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille?day=2026-11-23", {}, late);
    expect(picked.day).toBe("2026-11-23");
  });

  it("has no day when the week has no session", async () => {
    const empty = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille", {
      empty: ["cinelux-paris-bastille"],
    });
    expect([empty.days, empty.shows]).toEqual([[], []]);
  });

  it("lists the nearby cinemas with their distance in the page language", async () => {
    const french = await page("localhost:3000", "/fr/cinema/cinelux-paris-bastille");
    expect(french.nearby.map((other) => [other.name, other.path, other.distance])).toEqual([
      ["Cinélux Montparnasse", "/fr/cinema/cinelux-paris-montparnasse", "2,4\u202fkm"],
      ["Cinélux Promenade", "/fr/cinema/cinelux-nice-promenade", "12,4\u202fkm"],
    ]);
    const english = await page("localhost:3000", "/en/cinema/cinelux-paris-bastille");
    expect(english.nearby[0]?.distance).toBe("2.4 km");
  });

  it("describes the cinema as a MovieTheater with its next ScreeningEvents, and names it in every language", async () => {
    const data = await page("nl.localhost:3000", "/nl/bioscoop/cinelux-den-haag-spui");
    expect(data.alternatePaths).toEqual({
      fr: "/fr/cinema/cinelux-den-haag-spui",
      nl: "/nl/bioscoop/cinelux-den-haag-spui",
      en: "/en/cinema/cinelux-den-haag-spui",
    });
    // A Dutch cinema has no page on the French domain: no hreflang sends a search engine there.
    expect(data.seo.alternates).toEqual([
      { hrefLang: "nl", href: "http://nl.localhost:3000/nl/bioscoop/cinelux-den-haag-spui" },
      { hrefLang: "en", href: "http://nl.localhost:3000/en/cinema/cinelux-den-haag-spui" },
      { hrefLang: "x-default", href: "http://nl.localhost:3000/nl/bioscoop/cinelux-den-haag-spui" },
    ]);
    // No description in the catalog: the page writes one.
    expect(data.seo.description).toBe(
      "Cinélux Spui, Spui 190, 2511 BW Den Haag: de voorstellingen van deze week, de zalen, de formaten en de route.",
    );
    const [theater, ...events] = JSON.parse(data.seo.jsonLd ?? "null")["@graph"];
    expect(theater).toMatchObject({
      "@type": "MovieTheater",
      name: "Cinélux Spui",
      screenCount: 9,
      maximumAttendeeCapacity: 1090,
      address: { streetAddress: "Spui 190", addressCountry: "NL" },
      geo: { "@type": "GeoCoordinates", latitude: 52.076, longitude: 4.316 },
    });
    expect(events).toHaveLength(JSON_LD_SESSIONS);
    expect(events[0]).toMatchObject({
      "@type": "ScreeningEvent",
      startDate: "2026-11-23T14:00:00.000Z",
      videoFormat: "DOLBY",
      location: {
        "@type": "MovieTheater",
        name: "Cinélux Spui",
        address: { "@type": "PostalAddress", streetAddress: "Spui 190", addressCountry: "NL" },
      },
      workPresented: { "@type": "Movie", url: "http://nl.localhost:3000/nl/films/metropolis" },
    });
  });
});
