import type { CatalogReader, CinemaSummary, ShowSummary } from "@cinelux/contract/catalog";
import { DOMAINS } from "@cinelux/contract/domains";
import { FLAG_NAMES, type FlagName } from "@cinelux/contract/flags";
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap.server";

const show = (slug: string, movie: boolean) => ({ slug, movie }) as ShowSummary;
const cinema = (slug: string, citySlug: string) => ({ slug, citySlug }) as CinemaSummary;

function reader(): CatalogReader {
  const unused = () => Promise.reject(new Error("not used by the sitemap"));
  return {
    shows: async () => ({
      shows: [show("metropolis", true), show("swan-lake", false)],
      filters: { genres: [], versions: [], technologies: [], dates: [] },
    }),
    cinemas: async () => ({
      cinemas: [
        cinema("cinelux-bercy", "paris"),
        cinema("cinelux-montparnasse", "paris"),
        cinema("cinelux-lyon", "lyon"),
      ],
    }),
    show: unused,
    trailers: unused,
    cinema: unused,
    cinemaShows: unused,
    zone: unused,
  };
}

const allOn = Object.fromEntries(FLAG_NAMES.map((name) => [name, true])) as Record<FlagName, boolean>;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
}

describe("sitemap.xml", () => {
  it("lists the French domain's pages in French and English, shows, cities and cinemas once each", async () => {
    const xml = await sitemapXml({
      url: new URL("http://localhost:3000/sitemap.xml"),
      domain: DOMAINS.fr,
      flags: allOn,
      catalog: reader(),
      sitePages: ["a-propos"],
    });
    const urls = locs(xml);
    expect(urls).toContain("http://localhost:3000/fr");
    expect(urls).toContain("http://localhost:3000/en");
    expect(urls).toContain("http://localhost:3000/fr/films/metropolis");
    expect(urls).toContain("http://localhost:3000/en/movies/metropolis");
    expect(urls).toContain("http://localhost:3000/fr/evenements/swan-lake");
    expect(urls).toContain("http://localhost:3000/fr/nos-cinemas/paris");
    expect(urls).toContain("http://localhost:3000/en/our-cinemas/lyon");
    expect(urls).toContain("http://localhost:3000/fr/cinema/cinelux-bercy");
    expect(urls).toContain("http://localhost:3000/fr/abonnement");
    expect(urls).toContain("http://localhost:3000/fr/infos/a-propos");
    expect(urls.filter((url) => url.endsWith("/nos-cinemas/paris"))).toHaveLength(1);
    expect(urls.some((url) => url.includes("/nl/"))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
    // Each entry names the page in every language, Dutch on the Dutch domain.
    expect(xml).toContain('hreflang="nl" href="http://nl.localhost:3000/nl/films/metropolis"');
    expect(xml).toContain('hreflang="x-default" href="http://localhost:3000/fr/films/metropolis"');
    // A cinema is on this domain only: no alternate on the other, where it is a 404.
    expect(xml).not.toContain("http://nl.localhost:3000/nl/bioscoop/cinelux-bercy");
    expect(xml).toContain('hreflang="en" href="http://localhost:3000/en/cinema/cinelux-bercy"');
  });

  it("lists the Dutch domain's pages in Dutch and English, and leaves out a page whose flag is off", async () => {
    const xml = await sitemapXml({
      url: new URL("https://www.cinelux.nl/sitemap.xml"),
      domain: DOMAINS.nl,
      flags: { ...allOn, subscriptionEnabled: false },
      catalog: reader(),
    });
    const urls = locs(xml);
    expect(urls).toContain("https://www.cinelux.nl/nl/bioscopen/paris");
    expect(urls).toContain("https://www.cinelux.nl/en/movies/metropolis");
    expect(urls.some((url) => url.includes("/fr/"))).toBe(false);
    expect(urls.some((url) => /\/(abonnement|cinepass)$/.test(url))).toBe(false);
    expect(urls).toContain("https://www.cinelux.nl/nl/aanbiedingen");
    expect(xml).toContain('hreflang="fr" href="https://www.cinelux.fr/fr/films/metropolis"');
  });
});

describe("robots.txt", () => {
  it("opens the catalog, closes the customer area and the API, and names the sitemap", () => {
    const text = robotsTxt(
      new URL("https://www.cinelux.fr/robots.txt"),
      ["profile", "tickets"],
      ["fr", "en"],
    );
    expect(text).toContain("User-agent: *\nAllow: /\n");
    expect(text).toContain("Disallow: /api/\n");
    expect(text).toContain("Disallow: /fr/profile\n");
    expect(text).toContain("Disallow: /en/tickets\n");
    expect(text).not.toContain("Disallow: /fr/films");
    expect(text).toContain("Sitemap: https://www.cinelux.fr/sitemap.xml");
  });
});
