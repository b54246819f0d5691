import { artworkPath } from "@cinelux/contract/artwork";
import {
  CATALOG_HORIZON_DAYS,
  CATALOG_WEEK_DAYS,
  type CatalogReader,
  type CinemaResponse,
  type CinemaShowsResponse,
  type CinemaSummary,
  type CinemasResponse,
  type Session,
  type ShowCard,
  type ShowFilters,
  type ShowResponse,
  type ShowSummary,
  type ShowsResponse,
  TECHNOLOGIES,
  type TrailersResponse,
  type ZoneResponse,
} from "@cinelux/contract/catalog";
import {
  addDays,
  daysFrom,
  nearbyCinemas,
  searchable,
  sessionMatches,
  showFiltersOf,
  showOrder,
  titleMatches,
  titleOrder,
  zoneAsked,
  zoneExists,
} from "@cinelux/contract/catalog-rules";
import { type DomainId, domainFromHost } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { demoCinemaHalls, demoHall } from "@cinelux/demo/catalog/halls";
import { demoLocalDate, demoWallClock } from "@cinelux/demo/local-time";
import {
  FAKE_CINEMAS,
  FAKE_RELEASE_WEEKS,
  FAKE_SHOWS,
  type FakeCinema,
  type FakeShow,
} from "../data/catalog";

/**
 * The fake catalog's answers (docs/fakes.md), built as apps/server/src/modules/catalog/ builds
 * them and with the same rules (contract catalog-rules.ts): one programme per domain and local day,
 * its sessions made up relative to today, so a page always has a week (and the 14-day horizon) of
 * sessions. `undefined` is the API's 404.
 */

/** The chain's calendar (apps/server/src/lib/local-time.ts), as the demo data reads it. */
export const localDateOf = demoLocalDate;

/** A small stable hash (FNV-1a): the same cinema, show and day always get the same times. */
function hash(text: string): number {
  let state = 2_166_136_261;
  for (let i = 0; i < text.length; i++) {
    state = Math.imul(state ^ text.charCodeAt(i), 16_777_619);
  }
  return state >>> 0;
}

/**
 * A session's id as the server's (a UUID, which GET /api/sessions/{id} asks for), the same for the
 * same cinema, show and start: four hashes of its key make its 32 hex digits, version 4.
 */
export function fakeSessionId(key: string): string {
  const hex = [0, 1, 2, 3].map((part) => hash(`${part} ${key}`).toString(16).padStart(8, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** As the seed (seed/sessions.ts): local start times, 2 to 4 a day; trailers and adverts 20 min. */
const PATTERNS = [
  ["14:00", "20:15"],
  ["17:30", "22:00"],
  ["14:00", "17:30", "20:15"],
  ["14:00", "17:30", "22:00"],
  ["14:00", "17:30", "20:15", "22:00"],
];
const ADS_MINUTES = 20;
const VERSIONS: Record<DomainId, readonly string[]> = { fr: ["VO", "VF", "VOST"], nl: ["OV", "NL"] };
/** Shows a fake cinema plays; with the rotation below every bookable show plays on both domains. */
const SHOWS_PER_CINEMA = 5;

export interface FakeSession {
  id: string;
  showSlug: string;
  cinemaSlug: string;
  startsAt: Date;
  endsAt: Date;
  date: string;
  time: string;
  version: string;
  /** As the server's `show_sessions.specificities`: the hall's premium format, if any. */
  specificities: string[];
  auditoriumName: string;
}

interface FakeProgramme {
  domain: DomainId;
  today: string;
  cinemas: readonly FakeCinema[];
  sessions: FakeSession[];
}

function planSessions(domain: DomainId, cinemas: readonly FakeCinema[], today: string): FakeSession[] {
  const bookable = FAKE_SHOWS.filter((show) => show.bookable);
  const versions = VERSIONS[domain];
  const sessions: FakeSession[] = [];
  cinemas.forEach((cinema, cinemaIndex) => {
    const count = Math.min(SHOWS_PER_CINEMA, cinema.hallCount, bookable.length);
    for (let hall = 0; hall < count; hall++) {
      const show = bookable[(cinemaIndex * 3 + hall) % bookable.length] as FakeShow;
      const version = versions[(cinemaIndex + hall) % versions.length] as string;
      // The cinema's theaters, as in the seed: the first halls are the premium ones (hall 1 IMAX...).
      const { name: auditoriumName, technologies: specificities } = demoHall(cinema, hall);
      for (const date of daysFrom(today, CATALOG_HORIZON_DAYS)) {
        const pattern = PATTERNS[hash(`${cinema.slug} ${show.slug} ${date}`) % PATTERNS.length] ?? [];
        let hallFreeAt = 0;
        for (const time of pattern) {
          const startsAt = demoWallClock(date, time);
          const endsAt = new Date(startsAt.getTime() + (show.durationMinutes + ADS_MINUTES) * 60_000);
          // A long feature cannot run at both 20:15 and 22:00 in its hall: the later one is dropped.
          if (startsAt.getTime() < hallFreeAt) {
            continue;
          }
          hallFreeAt = endsAt.getTime();
          sessions.push({
            id: fakeSessionId(`${cinema.slug} ${show.slug} ${date} ${time}`),
            showSlug: show.slug,
            cinemaSlug: cinema.slug,
            startsAt,
            endsAt,
            date,
            time,
            version,
            specificities,
            auditoriumName,
          });
        }
      }
    }
  });
  return sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id.localeCompare(b.id));
}

/** Each domain's programme of the last day asked: a new day makes a new one, as the server's cache key. */
const programmes = new Map<DomainId, FakeProgramme>();

/** One domain's programme for the local day of `now`, made once (the fakes' clock is the real one). */
export function fakeProgramme(domain: DomainId, now: Date = new Date()): FakeProgramme {
  const today = localDateOf(now);
  const known = programmes.get(domain);
  if (known?.today === today) {
    return known;
  }
  const cinemas = FAKE_CINEMAS.filter((cinema) => cinema.domain === domain);
  const plan = { domain, today, cinemas, sessions: planSessions(domain, cinemas, today) };
  programmes.set(domain, plan);
  return plan;
}

/** The Wednesday `weeks` weeks after `today`, as the seed dates the coming-soon shows. */
function releaseDateOf(show: FakeShow, today: string): string | null {
  const weeks = FAKE_RELEASE_WEEKS[show.slug];
  if (weeks === undefined) {
    return null;
  }
  const day = new Date(`${today}T00:00:00Z`);
  return addDays(today, ((3 - day.getUTCDay() + 7) % 7) + weeks * 7);
}

function toShowCard(show: FakeShow, language: Language): ShowCard {
  return {
    slug: show.slug,
    title: show.texts[language].title,
    movie: show.movie,
    genres: show.genres,
    durationMinutes: show.durationMinutes,
    releaseYear: show.releaseYear,
    ageRating: show.ageRating,
    presales: show.presales,
    comingSoon: show.comingSoon,
    bookable: show.bookable,
    posterUrl: artworkPath("poster", show.slug),
    backdropUrl: artworkPath("backdrop", show.slug),
  };
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort();
}

function toShowSummary(
  show: FakeShow,
  language: Language,
  sessions: readonly FakeSession[],
  today: string,
): ShowSummary {
  return {
    ...toShowCard(show, language),
    releaseDate: releaseDateOf(show, today),
    trailerKey: show.trailerKey,
    dates: sortedUnique(sessions.map((session) => session.date)),
    versions: sortedUnique(sessions.map((session) => session.version)),
    technologies: TECHNOLOGIES.filter((technology) =>
      sessions.some((session) => session.specificities.includes(technology)),
    ),
  };
}

function toSession(session: FakeSession): Session {
  return {
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    time: session.time,
    version: session.version,
    technologies: TECHNOLOGIES.filter((technology) => session.specificities.includes(technology)),
    auditoriumName: session.auditoriumName,
  };
}

function toCinemaSummary(cinema: FakeCinema): CinemaSummary {
  const { domain: _domain, descriptions: _descriptions, ...summary } = cinema;
  return { ...summary, tags: [...cinema.tags] };
}

function sessionsOf(plan: FakeProgramme, show: FakeShow): FakeSession[] {
  return plan.sessions.filter((session) => session.showSlug === show.slug);
}

/** GET /api/shows (and /api/v4/client/shows): the server's listing, order, filters and search. */
export function fakeShows(
  domain: DomainId,
  language: Language,
  filters: ShowFilters,
  now?: Date,
): ShowsResponse {
  const plan = fakeProgramme(domain, now);
  // Listed: a session on the domain, or coming soon, or on presale.
  const listed = FAKE_SHOWS.filter(
    (show) =>
      show.comingSoon || show.presales || plan.sessions.some((session) => session.showSlug === show.slug),
  );
  const summaries = listed
    .map((show) => toShowSummary(show, language, sessionsOf(plan, show), plan.today))
    .sort(showOrder(language));
  const { genre, version, technology, date, q } = filters;
  const needle = q ? searchable(q) : undefined;
  const bySlug = new Map(FAKE_SHOWS.map((show) => [show.slug, show]));
  const shows = summaries.filter((summary) => {
    const show = bySlug.get(summary.slug) as FakeShow;
    if (genre && !summary.genres.includes(genre)) {
      return false;
    }
    if (needle && !titleMatches(needle, [summary.title, show.title])) {
      return false;
    }
    if (!version && !technology && !date) {
      return true;
    }
    return sessionsOf(plan, show).some((session) => sessionMatches(session, filters));
  });
  return { shows, filters: showFiltersOf(summaries) };
}

/** GET /api/shows/trailers: listed shows with a trailer, in the shows' order. */
export function fakeTrailers(domain: DomainId, language: Language, now?: Date): TrailersResponse {
  const bySlug = new Map(FAKE_SHOWS.map((show) => [show.slug, show]));
  return {
    trailers: fakeShows(domain, language, {}, now).shows.flatMap((summary) => {
      const show = bySlug.get(summary.slug);
      return show?.trailerKey ? [{ ...toShowCard(show, language), trailerKey: show.trailerKey }] : [];
    }),
  };
}

/** GET /api/show/{slug}: any show of the catalog, with the domain's sessions of the week. */
export function fakeShow(
  domain: DomainId,
  slug: string,
  language: Language,
  now?: Date,
): ShowResponse | undefined {
  const show = FAKE_SHOWS.find((one) => one.slug === slug);
  if (!show) {
    return undefined;
  }
  const plan = fakeProgramme(domain, now);
  const all = sessionsOf(plan, show);
  const lastDay = addDays(plan.today, CATALOG_WEEK_DAYS - 1);
  const week = all.filter((session) => session.date <= lastDay);
  const cinemas = plan.cinemas
    .filter((cinema) => week.some((session) => session.cinemaSlug === cinema.slug))
    .map((cinema) => ({
      cinema: toCinemaSummary(cinema),
      days: daysFrom(plan.today, CATALOG_WEEK_DAYS)
        .map((date) => ({
          date,
          sessions: week
            .filter((session) => session.cinemaSlug === cinema.slug && session.date === date)
            .map(toSession),
        }))
        .filter((day) => day.sessions.length > 0),
    }));
  return {
    ...toShowSummary(show, language, all, plan.today),
    synopsis: show.texts[language].synopsis,
    director: show.director,
    cast: [...show.cast],
    cinemas,
  };
}

/** GET /api/cinemas: the domain's cinemas by name. */
export function fakeCinemas(domain: DomainId): CinemasResponse {
  return { cinemas: fakeProgramme(domain).cinemas.map(toCinemaSummary) };
}

/** GET /api/cinema/{slug}: a cinema of the domain and its nearest others; another domain's is a 404. */
export function fakeCinema(domain: DomainId, slug: string, language: Language): CinemaResponse | undefined {
  const cinemas = FAKE_CINEMAS.filter((cinema) => cinema.domain === domain);
  const cinema = cinemas.find((one) => one.slug === slug);
  if (!cinema) {
    return undefined;
  }
  const summary = toCinemaSummary(cinema);
  return {
    ...summary,
    description: cinema.descriptions[language] ?? cinema.descriptions.en ?? null,
    theaters: demoCinemaHalls(cinema),
    nearbyCinemas: nearbyCinemas(summary, cinemas.map(toCinemaSummary)),
  };
}

function groupByShow(sessions: readonly FakeSession[], language: Language) {
  const byTitle = titleOrder(language);
  return FAKE_SHOWS.filter((show) => sessions.some((session) => session.showSlug === show.slug))
    .map((show) => ({
      show: toShowCard(show, language),
      sessions: sessions.filter((session) => session.showSlug === show.slug).map(toSession),
    }))
    .sort((a, b) => byTitle(a.show.title, b.show.title));
}

/** GET /api/cinema/{slug}/shows: the week's 7 days, empty ones included. */
export function fakeCinemaShows(
  domain: DomainId,
  slug: string,
  language: Language,
  now?: Date,
): CinemaShowsResponse | undefined {
  const plan = fakeProgramme(domain, now);
  const cinema = plan.cinemas.find((one) => one.slug === slug);
  if (!cinema) {
    return undefined;
  }
  const mine = plan.sessions.filter((session) => session.cinemaSlug === cinema.slug);
  return {
    cinema: { slug: cinema.slug, name: cinema.name },
    days: daysFrom(plan.today, CATALOG_WEEK_DAYS).map((date) => ({
      date,
      shows: groupByShow(
        mine.filter((session) => session.date === date),
        language,
      ),
    })),
  };
}

/** GET /api/zone/{zone}: `idf` on the Dutch domain reads as Amsterdam; another domain's zone is a 404. */
export function fakeZone(
  domain: DomainId,
  zone: string | undefined,
  language: Language,
  date?: string,
  now?: Date,
): ZoneResponse | undefined {
  const plan = fakeProgramme(domain, now);
  const asked = zoneAsked(domain, zone);
  const cinemas = plan.cinemas.filter((cinema) => cinema.zone === asked);
  if (!zoneExists(domain, asked, cinemas)) {
    return undefined;
  }
  const day = date ?? plan.today;
  return {
    zone: asked,
    date: day,
    dates: daysFrom(plan.today, CATALOG_WEEK_DAYS),
    cinemas: cinemas.map((cinema) => ({
      cinema: toCinemaSummary(cinema),
      shows: groupByShow(
        plan.sessions.filter((session) => session.cinemaSlug === cinema.slug && session.date === day),
        language,
      ),
    })),
  };
}

/**
 * The fake catalog as the web's server loaders read it (WebServerContext.catalog) for the site at
 * `host`: what `react-router dev` can hand them with the fake endpoints on.
 */
export function fakeCatalogReader(host: string): CatalogReader {
  const domain = domainFromHost(host).id;
  return {
    shows: async (filters, language) => fakeShows(domain, language, filters),
    trailers: async (language) => fakeTrailers(domain, language),
    show: async (slug, language) => fakeShow(domain, slug, language),
    cinemas: async () => fakeCinemas(domain),
    cinema: async (slug, language) => fakeCinema(domain, slug, language),
    cinemaShows: async (slug, language) => fakeCinemaShows(domain, slug, language),
    zone: async (zone, language, date) => fakeZone(domain, zone, language, date),
  };
}
