import type { CatalogReader, CinemaSummary, ShowFilters, ShowSummary } from "@cinelux/contract/catalog";
import { FLAG_NAMES, type Flags, MORE_FROM_FLAG } from "@cinelux/contract/flags";
import { testCatalogReader } from "../shared/catalog-test-kit";

/** Tests only: every flag on, `moreFromCineluxMenuEnabled` as given. */
export function testFlags(moreFrom: boolean): Flags {
  return {
    ...(Object.fromEntries(FLAG_NAMES.map((name) => [name, true])) as Flags),
    [MORE_FROM_FLAG]: moreFrom,
  };
}

/** Tests only: a cinema of the domain with its format tags. */
export function testCinema(slug: string, name: string, city: string, tags: string[]): CinemaSummary {
  return {
    slug,
    name,
    address: "1 rue du Cinéma",
    postalCode: "75000",
    city,
    citySlug: city.toLowerCase(),
    zone: "idf",
    tags,
    hallCount: 8,
    seatCount: 1200,
    hasPmrService: true,
    coordinates: null,
  };
}

/** Tests only: a show of the list with the formats of its sessions. */
export function testShow(
  slug: string,
  title: string,
  technologies: ShowSummary["technologies"],
  extra: Partial<ShowSummary> = {},
): ShowSummary {
  return {
    slug,
    title,
    movie: true,
    genres: ["drama"],
    durationMinutes: 100,
    releaseYear: 1927,
    ageRating: "all",
    presales: false,
    comingSoon: false,
    bookable: true,
    posterUrl: `/media/posters/${slug}.jpg`,
    backdropUrl: `/media/backdrops/${slug}.jpg`,
    releaseDate: null,
    trailerKey: null,
    dates: ["2026-11-23"],
    versions: ["VO"],
    technologies,
    ...extra,
  };
}

export const FRENCH_CINEMAS = [
  testCinema("cinelux-bastille", "Cinélux Bastille", "Paris", ["imax", "dolby"]),
  testCinema("cinelux-confluence", "Cinélux Confluence", "Lyon", ["imax", "4dx"]),
  testCinema("cinelux-promenade", "Cinélux Promenade", "Nice", []),
];

export const DUTCH_CINEMAS = [testCinema("cinelux-catharijne", "Cinélux Catharijne", "Utrecht", ["imax"])];

export const SHOWS = [
  testShow("metropolis", "Metropolis", ["imax", "dolby"]),
  testShow("la-traviata", "La Traviata", ["imax"], { movie: false, genres: ["opera"] }),
  testShow("the-general", "The General", ["4dx"]),
  testShow("charade", "Charade", ["imax"], { comingSoon: true, dates: [] }),
];

/** A reader over `cinemas` and `shows` that filters by technology, as the Experiences page asks. */
export function testCatalog(
  cinemas: CinemaSummary[],
  shows: ShowSummary[],
  asked: ShowFilters[] = [],
): CatalogReader {
  return testCatalogReader("the Experiences page", {
    cinemas: async () => ({ cinemas }),
    shows: async (filters) => {
      asked.push(filters);
      const { technology } = filters;
      return {
        shows: shows.filter((show) => !technology || show.technologies.includes(technology)),
        filters: { genres: [], versions: [], technologies: [], dates: [] },
      };
    },
  });
}
