import { DOMAINS } from "@cinelux/contract/domains";
import { describe, expect, it } from "vitest";
import { loaderOutcome, pageOf } from "../shared/catalog-test-kit";
import { loadCinemasPage } from "./cinemas-page.server";
import { loaderArgs, testCinemaCatalog } from "./test-cinemas";

function outcome(
  host: string,
  path: string,
  catalog = undefined as ReturnType<typeof testCinemaCatalog> | undefined,
) {
  const { domainId, params, request } = loaderArgs(host, path);
  return loaderOutcome(() =>
    loadCinemasPage({
      params: { language: params.language },
      request,
      catalog: catalog ?? testCinemaCatalog(domainId),
      domain: DOMAINS[domainId],
    }),
  );
}

async function page(host: string, path: string) {
  return pageOf(await outcome(host, path));
}

describe("the Cinemas page loader", () => {
  it("groups the domain's cinemas by city, the footer's order first, each city linking to its page", async () => {
    const french = await page("localhost:3000", "/fr/nos-cinemas");
    expect(
      french.cities.map((city) => [city.name, city.path, city.cinemas.map((cinema) => cinema.slug)]),
    ).toEqual([
      ["Paris", "/fr/nos-cinemas/paris", ["cinelux-paris-bastille", "cinelux-paris-montparnasse"]],
      ["Nice", "/fr/nos-cinemas/nice", ["cinelux-nice-promenade"]],
    ]);
    const dutch = await page("nl.localhost:3000", "/nl/bioscopen");
    expect(dutch.cities.map((city) => [city.name, city.path])).toEqual([
      ["Den Haag", "/nl/bioscopen/den-haag"],
    ]);
    expect(JSON.stringify(dutch)).not.toContain("Paris");
  });

  it("gives each card its page, address, halls and seats in the page language, accessibility and SPEC 9 marks only", async () => {
    const [bastille] = (await page("localhost:3000", "/fr/nos-cinemas")).cities[0]?.cinemas ?? [];
    expect(bastille).toMatchObject({
      name: "Cinélux Bastille",
      path: "/fr/cinema/cinelux-paris-bastille",
      address: "14 rue du Faubourg Saint-Antoine, 75012 Paris",
      hallCount: 12,
      seats: "2\u202f140",
      hasPmrService: true,
      // "vip" is no premium format; the marks in SPEC 9's order.
      technologies: ["imax", "dolby"],
    });
    const english = (await page("localhost:3000", "/en/our-cinemas")).cities[0]?.cinemas[0];
    expect([english?.seats, english?.path]).toEqual(["2,140", "/en/cinema/cinelux-paris-bastille"]);
    const dutch = (await page("nl.localhost:3000", "/nl/bioscopen")).cities[0]?.cinemas[0];
    expect([dutch?.seats, dutch?.path]).toEqual(["1.090", "/nl/bioscoop/cinelux-den-haag-spui"]);
  });

  it("redirects another language's path permanently and answers 404 without a catalog or with an unknown language", async () => {
    const moved = (await outcome("localhost:3000", "/en/nos-cinemas?x=1")) as Response;
    expect([moved.status, moved.headers.get("location")]).toEqual([301, "/en/our-cinemas?x=1"]);
    expect(((await outcome("localhost:3000", "/xx/nos-cinemas")) as Response).status).toBe(404);
    const { params, request } = loaderArgs("localhost:3000", "/fr/nos-cinemas");
    const absent = await loaderOutcome(() =>
      loadCinemasPage({ params, request, catalog: undefined, domain: DOMAINS.fr }),
    );
    expect((absent as Response).status).toBe(404);
  });

  it("describes itself and lists its cinemas as MovieTheaters in JSON-LD, with hreflang on both domains", async () => {
    const french = await page("localhost:3000", "/fr/nos-cinemas");
    expect(french.seo.description).toContain("Les 3 cinémas Cinélux à Paris, Nice");
    expect(french.seo.canonical).toBe("http://localhost:3000/fr/nos-cinemas");
    expect(french.alternatePaths).toEqual({
      fr: "/fr/nos-cinemas",
      nl: "/nl/bioscopen",
      en: "/en/our-cinemas",
    });
    expect(french.seo.alternates).toContainEqual({
      hrefLang: "nl",
      href: "http://nl.localhost:3000/nl/bioscopen",
    });
    const jsonLd = JSON.parse(french.seo.jsonLd ?? "null");
    expect(jsonLd["@type"]).toBe("ItemList");
    expect(jsonLd.itemListElement).toHaveLength(3);
    expect(jsonLd.itemListElement[0].item).toMatchObject({
      "@type": "MovieTheater",
      name: "Cinélux Bastille",
      url: "http://localhost:3000/fr/cinema/cinelux-paris-bastille",
      screenCount: 12,
      address: { postalCode: "75012", addressLocality: "Paris", addressCountry: "FR" },
      geo: { latitude: 48.8425 },
    });
    // Nice has no coordinates: no made-up geo.
    expect(jsonLd.itemListElement[2].item.geo).toBeUndefined();
  });

  it("has no city when the domain has no cinema", async () => {
    const empty = await page("localhost:3000", "/fr/nos-cinemas");
    expect(empty.cinemaCount).toBe(3);
    const none = (await outcome(
      "localhost:3000",
      "/fr/nos-cinemas",
      testCinemaCatalog("fr", { cinemas: [] }),
    )) as {
      cities: unknown[];
    };
    expect(none.cities).toEqual([]);
  });
});
