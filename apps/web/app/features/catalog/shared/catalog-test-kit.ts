import type { CatalogReader, CinemaSummary, ShowSummary } from "@cinelux/contract/catalog";
import { DOMAINS, type Domain } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import type { Language } from "@cinelux/contract/languages";
import { expect } from "vitest";
import { testSettings } from "../../../shell/testing/render-shell";

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

/** What the loader of a page behind a flag takes (the club, the offers, the subscription page). */
interface FlaggedPageInput {
  params: { language?: string };
  request: Request;
  flags: Flags;
  domain: Domain;
}

/**
 * The answer of a page behind a flag at `path` on `host`: its data, or the Response (redirect, 404)
 * it threw. The domain's flags with `switchedOn` over them (a domain's seed may hide the page),
 * then the test's own `flags`.
 */
export function flaggedPageOutcome<T>(load: (input: FlaggedPageInput) => T, switchedOn: Partial<Flags>) {
  return (host: string, path: string, flags: Partial<Flags> = {}): T | Response => {
    const { domain, segments, request } = catalogRequest(host, path);
    const settings = testSettings(domain.id, { ...switchedOn, ...flags });
    return outcomeOf(() =>
      load({ params: { language: segments[0] }, request, flags: settings.flags, domain }),
    );
  };
}

/** Intl writes a narrow no-break space in French amounts: compared with plain spaces. */
export const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

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

/** The test hosts' origins: `localhost` is the French domain, `nl.localhost` the Dutch one. */
const ORIGINS = { fr: "http://localhost:3000", nl: "http://nl.localhost:3000" } as const;

/**
 * A catalog page asked on `domain` in `language` names the same page in every language (`paths`)
 * for the switch; its canonical URL is on the domain asked; hreflang puts French on the French
 * domain, Dutch on the Dutch one, English and x-default (the domain's own language) on the domain
 * asked.
 */
export function expectLanguageVersions(
  page: { alternatePaths: unknown; seo: { canonical: unknown; alternates: unknown } },
  paths: Record<Language, string>,
  asked: { domain: "fr" | "nl"; language: Language },
): void {
  const origin = ORIGINS[asked.domain];
  expect(page.alternatePaths).toEqual(paths);
  expect(page.seo.canonical).toBe(`${origin}${paths[asked.language]}`);
  expect(page.seo.alternates).toEqual([
    { hrefLang: "fr", href: `${ORIGINS.fr}${paths.fr}` },
    { hrefLang: "nl", href: `${ORIGINS.nl}${paths.nl}` },
    { hrefLang: "en", href: `${origin}${paths.en}` },
    { hrefLang: "x-default", href: `${origin}${paths[asked.domain]}` },
  ]);
}
