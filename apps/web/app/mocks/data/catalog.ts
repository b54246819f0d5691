import type { AgeRating } from "@cinelux/contract/catalog";
import type { DomainId } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { DEMO_CINEMAS, type DemoCinema } from "@cinelux/demo/catalog/cinemas";
import { SHOW_DETAILS } from "@cinelux/demo/catalog/show-details";
import { DEMO_RELEASE_WEEKS, DEMO_SHOWS, type DemoShow } from "@cinelux/demo/catalog/shows";

/**
 * The fake catalog (docs/fakes.md): a handful of the demo shows and every demo cinema of both
 * domains, from packages/demo as the server's seed inserts them, so a page built on the fakes links
 * to the same URLs and shows the same texts as on the server. `trailerKey` is the seed's: the slug,
 * for the shows with a trailer. Sessions are not here: fakes/catalog-programme.ts makes them
 * relative to today.
 */

export interface FakeShow {
  slug: string;
  /** The catalog title (the one a search also matches). */
  title: string;
  movie: boolean;
  genres: string[];
  durationMinutes: number;
  releaseYear: number;
  ageRating: AgeRating;
  presales: boolean;
  comingSoon: boolean;
  bookable: boolean;
  trailerKey: string | null;
  director: string | null;
  cast: string[];
  texts: Record<Language, { title: string; synopsis: string }>;
}

export interface FakeCinema {
  domain: DomainId;
  slug: string;
  name: string;
  address: string;
  postalCode: string;
  city: string;
  citySlug: string;
  zone: string;
  tags: string[];
  hallCount: number;
  seatCount: number;
  hasPmrService: boolean;
  coordinates: { latitude: number; longitude: number } | null;
  descriptions: Partial<Record<Language, string>>;
}

/** Coming-soon shows open on a Wednesday this many weeks after today, as the seed sets them. */
export const FAKE_RELEASE_WEEKS: Readonly<Record<string, number>> = DEMO_RELEASE_WEEKS;

/**
 * The shows the fakes program, in this order: films of every kind (a coming-soon one with a date,
 * one without a trailer...) and the two live events; few enough that a programme stays readable.
 */
const FAKE_SHOW_SLUGS = [
  "nosferatu",
  "metropolis",
  "the-general",
  "sherlock-jr",
  "battleship-potemkin",
  "haxan",
  "his-girl-friday",
  "the-thief-of-bagdad",
  "charade",
  "la-traviata-soiree-lyrique-cinelux",
  "le-lac-des-cygnes-ballet-en-direct",
];

function fakeShow(show: DemoShow): FakeShow {
  const details = SHOW_DETAILS[show.slug];
  if (!details) {
    throw new Error(`The demo show ${show.slug} has no details (packages/demo show-details.ts).`);
  }
  return {
    slug: show.slug,
    title: show.title,
    movie: show.isMovie,
    genres: show.genres,
    durationMinutes: show.durationMinutes,
    releaseYear: show.releaseYear,
    ageRating: details.ageRating,
    presales: show.presales,
    comingSoon: show.comingSoon,
    bookable: show.bookable,
    trailerKey: details.trailer ? show.slug : null,
    director: details.director,
    cast: details.cast,
    texts: details.texts,
  };
}

export const FAKE_SHOWS: readonly FakeShow[] = FAKE_SHOW_SLUGS.map((slug) => {
  const show = DEMO_SHOWS.find((candidate) => candidate.slug === slug);
  if (!show) {
    throw new Error(`No demo show has the slug ${slug}.`);
  }
  return fakeShow(show);
});

function fakeCinema(cinema: DemoCinema): FakeCinema {
  // The cinema as the API shows it: its coordinates as numbers, without the chain's internal codes.
  const { latitude, longitude, codeCcs: _codeCcs, vistaRef: _vistaRef, ...shown } = cinema;
  return { ...shown, coordinates: { latitude: Number(latitude), longitude: Number(longitude) } };
}

/** Ordered by name, as the server lists them. */
export const FAKE_CINEMAS: readonly FakeCinema[] = DEMO_CINEMAS.map(fakeCinema).sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
);
