import type { CatalogReader, Session, ShowCard, ShowSummary, ZoneResponse } from "@cinelux/contract/catalog";
import { testCatalogReader, testCinema, testShowSummary } from "../shared/catalog-test-kit";

/** Tests only: the catalog answers the home reads, and a reader that serves them. */

export function testSummary(overrides: Partial<ShowSummary> = {}): ShowSummary {
  const slug = overrides.slug ?? "metropolis";
  return testShowSummary({
    slug,
    genres: ["science-fiction"],
    posterUrl: `/media/posters/${slug}.jpg`,
    backdropUrl: `/media/backdrops/${slug}.jpg`,
    dates: ["2026-11-23"],
    technologies: [],
    ...overrides,
  });
}

export { testCinema };

export function testSession(
  id: string,
  date: string,
  time: string,
  overrides: Partial<Session> = {},
): Session {
  // Paris is UTC+1 in November: 14:00 local is 13:00Z.
  const hour = Number(time.slice(0, 2)) - 1;
  return {
    id,
    startsAt: `${date}T${String(hour).padStart(2, "0")}:${time.slice(3)}:00.000Z`,
    endsAt: `${date}T23:00:00.000Z`,
    time,
    version: "VOST",
    technologies: [],
    auditoriumName: "Salle 2",
    ...overrides,
  };
}

function card(show: ShowSummary): ShowCard {
  const { releaseDate, trailerKey, dates, versions, technologies, ...rest } = show;
  return rest;
}

export const TEST_SHOWS: ShowSummary[] = [
  testSummary({
    slug: "metropolis",
    title: "Metropolis",
    trailerKey: "abcdefghijk",
    technologies: ["dolby"],
  }),
  testSummary({
    slug: "nosferatu",
    title: "Nosferatu",
    releaseYear: 1922,
    genres: ["horror"],
    trailerKey: "nosferatu01",
  }),
  testSummary({ slug: "swan-lake", title: "Le Lac des cygnes", movie: false, genres: [], ageRating: "all" }),
  testSummary({
    slug: "the-kid",
    title: "Le Kid",
    comingSoon: true,
    presales: true,
    bookable: false,
    releaseDate: "2026-12-16",
    dates: [],
  }),
];

/** The default zone's schedule: `idf` (or `amsterdam`) with one cinema, for any of its days. */
export function testZone(
  zone: string,
  date: string,
  cinemas: ZoneResponse["cinemas"] | null = null,
): ZoneResponse {
  const metropolis = TEST_SHOWS[0] as ShowSummary;
  return {
    zone,
    date,
    dates: ["2026-11-23", "2026-11-24", "2026-11-25"],
    cinemas: cinemas ?? [
      {
        cinema:
          zone === "idf"
            ? testCinema()
            : testCinema({
                slug: "cinelux-amsterdam-centrum",
                name: "Cinélux Amsterdam Centrum",
                city: "Amsterdam",
                citySlug: "amsterdam",
                zone: "amsterdam",
                address: "Reguliersbreestraat 26",
                postalCode: "1017 CN",
              }),
        shows: [
          {
            show: card(metropolis),
            sessions: [
              testSession(`${date}-a`, date, "10:00"),
              testSession(`${date}-b`, date, "20:30", {
                technologies: ["dolby"],
                version: zone === "idf" ? "VF" : "OV",
              }),
            ],
          },
        ],
      },
    ],
  };
}

export interface TestCatalogOptions {
  shows?: ShowSummary[];
  zone?: string;
  /** A zone answer per asked date; by default every date of testZone has one cinema. */
  zoneCinemas?: ZoneResponse["cinemas"];
  /** Records each call of `zone(…)`. */
  zoneCalls?: (string | undefined)[];
  /** Days whose zone answer has no cinema with a session (today's sessions over, at night). */
  emptyDays?: string[];
}

export function testCatalog({
  shows = TEST_SHOWS,
  zone = "idf",
  zoneCinemas,
  zoneCalls,
  emptyDays = [],
}: TestCatalogOptions = {}): CatalogReader {
  return testCatalogReader("the home", {
    shows: async () => ({ shows, filters: { genres: [], versions: [], technologies: [], dates: [] } }),
    trailers: async () => ({
      trailers: shows
        .filter((show) => show.trailerKey !== null)
        .map((show) => ({ ...card(show), trailerKey: show.trailerKey as string })),
    }),
    zone: async (asked, _language, date) => {
      zoneCalls?.push(date);
      if (asked !== undefined) {
        return undefined;
      }
      const day = date ?? "2026-11-23";
      return testZone(zone, day, emptyDays.includes(day) ? [] : (zoneCinemas ?? null));
    },
  });
}
