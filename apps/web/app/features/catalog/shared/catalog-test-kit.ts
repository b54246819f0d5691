import type { CatalogReader, CinemaSummary, ShowSummary } from "@cinelux/contract/catalog";
import { DOMAINS, type Domain } from "@cinelux/contract/domains";

/**
 * Test support for the catalog's loaders and pages: the request a loader gets for a test URL,
 * and its answer as data or as the Response it threw.
 */

/**
 * What a catalog loader reads from a test URL: the domain of its host (`nl.` hosts: the Dutch
 * one), the path's segments after the leading slash (`[language, page, slug]`; React Router matches
 * a data request, `….data`, as its page, so the segments have no suffix) and the request.
 */
export function catalogRequest(host: string, path: string) {
  const domain: Domain = host.startsWith("nl.") ? DOMAINS.nl : DOMAINS.fr;
  const url = new URL(`http://${host}${path}`);
  return {
    domain,
    url,
    segments: url.pathname
      .replace(/\.data$/, "")
      .split("/")
      .slice(1),
    request: new Request(url, { headers: { host } }),
  };
}

/** What a loader threw, as the Response React Router answers with: `data(null, { status })` is no Response. */
export function thrownResponse(thrown: unknown): Response {
  if (thrown instanceof Response) {
    return thrown;
  }
  return new Response(null, { status: (thrown as { init?: { status?: number } }).init?.status ?? 500 });
}

/** A synchronous loader's page data, or the Response (redirect, 404) it threw. */
export function outcomeOf<T>(load: () => T): T | Response {
  try {
    return load();
  } catch (thrown) {
    return thrownResponse(thrown);
  }
}

/** A loader's page data, or the Response (redirect, 404) it threw. */
export async function loaderOutcome<T>(load: () => Promise<T>): Promise<T | Response> {
  try {
    return await load();
  } catch (thrown) {
    return thrownResponse(thrown);
  }
}

/** The page data of an outcome that must be a page. */
export function pageOf<T>(result: T | Response): T {
  if (result instanceof Response) {
    throw new Error(`expected a page, got ${result.status}`);
  }
  return result;
}

/** A catalog reader that answers only what a page asks (`answers`); any other call fails naming the page. */
export function testCatalogReader(page: string, answers: Partial<CatalogReader>): CatalogReader {
  const unused = () => Promise.reject(new Error(`not used by ${page}`));
  return {
    shows: unused,
    trailers: unused,
    show: unused,
    cinemas: unused,
    cinema: unused,
    cinemaShows: unused,
    zone: unused,
    ...answers,
  };
}

/** A show of the lists as the catalog gives it: Metropolis, a film on two days. */
export function testShowSummary(overrides: Partial<ShowSummary> = {}): ShowSummary {
  return {
    slug: "metropolis",
    title: "Metropolis",
    movie: true,
    genres: ["science-fiction", "drama"],
    durationMinutes: 153,
    releaseYear: 1927,
    ageRating: "12",
    presales: false,
    comingSoon: false,
    bookable: true,
    posterUrl: "/media/posters/metropolis.jpg",
    backdropUrl: "/media/backdrops/metropolis.jpg",
    releaseDate: null,
    trailerKey: null,
    dates: ["2026-11-23", "2026-11-24"],
    versions: ["VOST"],
    technologies: ["dolby"],
    ...overrides,
  };
}

/** A cinema as the catalog lists it: Cinélux Montparnasse, Paris. */
export function testCinema(overrides: Partial<CinemaSummary> = {}): CinemaSummary {
  return {
    slug: "cinelux-montparnasse",
    name: "Cinélux Montparnasse",
    address: "68 boulevard du Montparnasse",
    postalCode: "75014",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: [],
    hallCount: 6,
    seatCount: 900,
    hasPmrService: true,
    coordinates: null,
    ...overrides,
  };
}
