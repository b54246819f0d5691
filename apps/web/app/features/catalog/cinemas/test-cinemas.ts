import {
  type CatalogReader,
  type CinemaResponse,
  type CinemaShowsResponse,
  type CinemaSummary,
  type Session,
  type ShowCard,
  ShowCardSchema,
  type ZoneResponse,
} from "@cinelux/contract/catalog";
import type { DomainId } from "@cinelux/contract/domains";
import { testCatalogReader, testShowSummary } from "../shared/catalog-test-kit";

/** Tests only: a small catalog of cinemas as the reader gives it, per domain, and a reader that serves it. */

export const TEST_TODAY = "2026-11-23";
export const TEST_WEEK = [
  "2026-11-23",
  "2026-11-24",
  "2026-11-25",
  "2026-11-26",
  "2026-11-27",
  "2026-11-28",
  "2026-11-29",
];

function cinema(overrides: Partial<CinemaSummary> & Pick<CinemaSummary, "slug" | "name">): CinemaSummary {
  return {
    address: "68 boulevard du Montparnasse",
    postalCode: "75014",
    city: "Paris",
    citySlug: "paris",
    zone: "idf",
    tags: [],
    hallCount: 9,
    seatCount: 1580,
    hasPmrService: true,
    coordinates: { latitude: 48.8425, longitude: 2.323 },
    ...overrides,
  };
}

export const TEST_CINEMAS: Record<DomainId, CinemaSummary[]> = {
  fr: [
    cinema({
      slug: "cinelux-paris-bastille",
      name: "Cinélux Bastille",
      tags: ["dolby", "imax", "vip"],
      hallCount: 12,
      seatCount: 2140,
      address: "14 rue du Faubourg Saint-Antoine",
      postalCode: "75012",
    }),
    cinema({ slug: "cinelux-paris-montparnasse", name: "Cinélux Montparnasse", tags: ["4dx"] }),
    cinema({
      slug: "cinelux-nice-promenade",
      name: "Cinélux Promenade",
      address: "47 promenade des Anglais",
      postalCode: "06000",
      city: "Nice",
      citySlug: "nice",
      zone: "nice",
      hasPmrService: false,
      hallCount: 1,
      seatCount: 1,
      coordinates: null,
    }),
  ],
  nl: [
    cinema({
      slug: "cinelux-den-haag-spui",
      name: "Cinélux Spui",
      address: "Spui 190",
      postalCode: "2511 BW",
      city: "Den Haag",
      citySlug: "den-haag",
      zone: "den-haag",
      tags: ["dolby"],
      seatCount: 1090,
      coordinates: { latitude: 52.076, longitude: 4.316 },
    }),
  ],
};

/** A show card: the kit's show summary, science fiction only, cut to the card's fields. */
export function testShowCard(overrides: Partial<ShowCard> = {}): ShowCard {
  return ShowCardSchema.parse(testShowSummary({ genres: ["science-fiction"], ...overrides }));
}

export function testSession(
  id: string,
  date: string,
  time: string,
  overrides: Partial<Session> = {},
): Session {
  return {
    id,
    startsAt: `${date}T${time}:00.000Z`,
    endsAt: `${date}T23:59:00.000Z`,
    time,
    version: "VOST",
    technologies: [],
    auditoriumName: "Salle 2",
    ...overrides,
  };
}

const SWAN_LAKE = testShowCard({
  slug: "swan-lake",
  title: "Le Lac des cygnes",
  movie: false,
  ageRating: "all",
  durationMinutes: 50,
});

/** Each cinema's week: Metropolis every day at 14:00 (Dolby on the 23rd) and 20:30 in VF; the ballet on the 24th. */
function week(
  summary: CinemaSummary,
  empty: boolean,
  emptyDays: readonly string[] = [],
): CinemaShowsResponse {
  return {
    cinema: { slug: summary.slug, name: summary.name },
    days: TEST_WEEK.map((date) => ({
      date,
      shows:
        empty || emptyDays.includes(date)
          ? []
          : [
              {
                show: testShowCard(),
                sessions: [
                  testSession(`${summary.slug}-${date}-a`, date, "14:00", {
                    technologies: date === TEST_TODAY ? ["dolby"] : [],
                  }),
                  testSession(`${summary.slug}-${date}-b`, date, "20:30", { version: "VF" }),
                ],
              },
              ...(date === "2026-11-24"
                ? [{ show: SWAN_LAKE, sessions: [testSession(`${summary.slug}-${date}-c`, date, "19:00")] }]
                : []),
            ],
    })),
  };
}

/**
 * The reader of one domain: it serves only that domain's cinemas (another domain's slug is
 * `undefined`, as the real reader). `empty`: cinemas whose week has no session; `emptyDays`: days
 * without a session anywhere (today's sessions over, at night).
 */
export function testCinemaCatalog(
  domain: DomainId,
  { empty = [] as string[], emptyDays = [] as string[], cinemas = TEST_CINEMAS[domain] } = {},
): CatalogReader & { calls: string[] } {
  const calls: string[] = [];
  const find = (slug: string) => cinemas.find((entry) => entry.slug === slug);
  const reader = testCatalogReader("the cinema pages", {
    cinemas: async () => {
      calls.push("cinemas");
      return { cinemas };
    },
    cinema: async (slug) => {
      calls.push(`cinema ${slug}`);
      const summary = find(slug);
      if (!summary) {
        return undefined;
      }
      const response: CinemaResponse = {
        ...summary,
        description:
          summary.slug === "cinelux-paris-bastille" ? "Douze salles au cœur de la Bastille." : null,
        // The cinema page does not show the halls yet.
        theaters: [],
        nearbyCinemas: cinemas
          .filter((other) => other.slug !== slug)
          .map((other, index) => ({ ...other, distanceKm: 2.4 + index * 10 })),
      };
      return response;
    },
    cinemaShows: async (slug) => {
      calls.push(`cinemaShows ${slug}`);
      const summary = find(slug);
      return summary ? week(summary, empty.includes(slug), emptyDays) : undefined;
    },
    zone: async (zone, _language, date) => {
      calls.push(`zone ${zone} ${date ?? "today"}`);
      const members = cinemas.filter((entry) => entry.zone === zone);
      if (members.length === 0) {
        return undefined;
      }
      const day = date ?? TEST_TODAY;
      const response: ZoneResponse = {
        zone: zone ?? "idf",
        date: day,
        dates: TEST_WEEK,
        cinemas: members.map((member) => ({
          cinema: member,
          shows:
            week(member, empty.includes(member.slug), emptyDays).days.find((entry) => entry.date === day)
              ?.shows ?? [],
        })),
      };
      return response;
    },
  });
  return Object.assign(reader, { calls });
}

/** The request, params and domain a loader gets for `path` on `host` (`nl.` hosts: the Dutch domain). */
export function loaderArgs(host: string, path: string) {
  const url = new URL(`http://${host}${path}`);
  // React Router matches a data request (`….data`) as its page: the params have no suffix.
  const [, language, , slug] = url.pathname.replace(/\.data$/, "").split("/");
  const domainId: DomainId = host.startsWith("nl.") ? "nl" : "fr";
  return {
    domainId,
    params: { language, slug },
    request: new Request(url, { headers: { host } }),
  };
}
