import type { CatalogReader, ShowFilters, ShowSummary, ShowsResponse } from "@cinelux/contract/catalog";
import { testCatalogReader, testShowSummary } from "../shared/catalog-test-kit";

/** Tests only: a show of the list as the catalog gives it. */
export const testSummary = testShowSummary;

/** The French domain's list: two films, an event, a coming-soon film. */
export const FRENCH_SHOWS: ShowSummary[] = [
  testSummary(),
  testSummary({
    slug: "the-general",
    title: "Le Mécano de la « General »",
    genres: ["comedy", "war"],
    durationMinutes: 79,
    ageRating: "all",
    dates: ["2026-11-24", "2026-11-25"],
    versions: ["VF"],
    technologies: ["4dx"],
  }),
  testSummary({
    slug: "la-traviata",
    title: "La Traviata",
    movie: false,
    genres: ["opera"],
    durationMinutes: 180,
    ageRating: "all",
    dates: ["2026-11-25"],
    versions: ["VO"],
    technologies: ["imax"],
  }),
  testSummary({
    slug: "charade",
    title: "Charade",
    genres: ["thriller", "romance"],
    comingSoon: true,
    presales: true,
    bookable: false,
    releaseDate: "2026-12-16",
    dates: [],
    versions: [],
    technologies: [],
  }),
];

/** The Dutch domain's list: other versions (OV, NL), another film. */
export const DUTCH_SHOWS: ShowSummary[] = [
  testSummary({ versions: ["OV"] }),
  testSummary({
    slug: "nosferatu",
    title: "Nosferatu",
    genres: ["horror"],
    versions: ["NL"],
    technologies: [],
  }),
];

function matches(show: ShowSummary, filters: ShowFilters): boolean {
  const { genre, version, technology, date, q } = filters;
  return (
    (!genre || show.genres.includes(genre)) &&
    (!version || show.versions.includes(version)) &&
    (!technology || show.technologies.includes(technology)) &&
    (!date || show.dates.includes(date)) &&
    (!q || show.title.toLowerCase().includes(q.toLowerCase()))
  );
}

/**
 * A reader over `shows` that filters as the server does at the show level (enough for the page's
 * rules; the API's own tests hold the session-level rules) and remembers what it was asked.
 */
export function testCatalog(
  shows: ShowSummary[],
  asked: ShowFilters[] = [],
  cinemas: Awaited<ReturnType<CatalogReader["cinemas"]>>["cinemas"] = [],
): CatalogReader {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return testCatalogReader("the Movies and Experiences pages", {
    shows: async (filters): Promise<ShowsResponse> => {
      asked.push(filters);
      return {
        shows: shows.filter((show) => matches(show, filters)),
        filters: {
          genres: sorted(shows.flatMap((show) => show.genres)),
          versions: sorted(shows.flatMap((show) => show.versions)),
          technologies: ["imax", "4dx", "screenx", "dolby"].filter((technology) =>
            shows.some((show) => show.technologies.includes(technology as "imax")),
          ) as ShowsResponse["filters"]["technologies"],
          dates: sorted(shows.flatMap((show) => show.dates)),
        },
      };
    },
    cinemas: async () => ({ cinemas }),
  });
}
