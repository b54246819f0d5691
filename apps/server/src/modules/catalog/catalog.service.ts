import {
  CATALOG_WEEK_DAYS,
  type CatalogReader,
  type CinemaResponse,
  type CinemaShowsResponse,
  type CinemasResponse,
  domainFromHost,
  type Language,
  type ShowFilters,
  type ShowResponse,
  type ShowsResponse,
  type TrailersResponse,
  type ZoneResponse,
} from "@cinelux/contract";
// The pure rules live in the contract, shared with the web's fake endpoints (docs/fakes.md).
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
import {
  cinemaDescription,
  type ProgrammeSession,
  showText,
  toCinemaSummary,
  toSession,
  toShowCard,
  toShowSummary,
  toTheaters,
} from "./catalog.presenter.ts";
import { type CatalogOptions, memo, memoRecent, type Programme, programme } from "./catalog.programme.ts";
import type { ShowRow } from "./catalog.repository.ts";

export type { CatalogOptions } from "./catalog.programme.ts";

function languageOf(options: CatalogOptions, language: Language | undefined): Language {
  return language ?? domainFromHost(options.host).languages[0];
}

/** Shows listed on a domain: those with a session there, and every coming-soon or presale show. */
function listedShows(plan: Programme): ShowRow[] {
  return plan.shows.filter((show) => show.comingSoon || show.presales || plan.sessionsByShow.has(show.id));
}

function allShows(plan: Programme, language: Language): ShowsResponse {
  const summaries = listedShows(plan).map((show) =>
    toShowSummary(
      show,
      showText(show, plan.translations.get(show.id), language),
      plan.sessionsByShow.get(show.id) ?? [],
    ),
  );
  summaries.sort(showOrder(language));
  return { shows: summaries, filters: showFiltersOf(summaries) };
}

/** GET /api/shows and /api/v4/client/shows. */
export async function getShows(
  options: CatalogOptions & { filters: ShowFilters; language?: Language | undefined },
): Promise<ShowsResponse> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  const all = memo(plan, `shows ${language}`, () => allShows(plan, language));
  const { genre, version, technology, date, q } = options.filters;
  if (!genre && !version && !technology && !date && !q) {
    return all;
  }
  const build = (): ShowsResponse => ({
    shows: filterShows(plan, all, options.filters),
    filters: all.filters,
  });
  // A search is free text (unbounded keys): built per request. Other filters are kept, the recent ones.
  if (q) {
    return build();
  }
  return memoRecent(
    plan,
    `shows ${language} ${genre ?? ""} ${version ?? ""} ${technology ?? ""} ${date ?? ""}`,
    build,
  );
}

function filterShows(plan: Programme, all: ShowsResponse, filters: ShowFilters): ShowsResponse["shows"] {
  const { genre, version, technology, date, q } = filters;
  const needle = q ? searchable(q) : undefined;
  const bySlug = new Map(plan.shows.map((show) => [show.slug, show]));
  return all.shows.filter((summary) => {
    if (genre && !summary.genres.includes(genre)) {
      return false;
    }
    if (needle) {
      const show = bySlug.get(summary.slug);
      if (!titleMatches(needle, show ? [summary.title, show.title] : [summary.title])) {
        return false;
      }
    }
    if (!version && !technology && !date) {
      return true;
    }
    // The filters hold together: one session has the version, the technology and the date asked.
    const sessions = plan.sessionsByShow.get(bySlug.get(summary.slug)?.id ?? "") ?? [];
    return sessions.some((session) => sessionMatches(session, filters));
  });
}

/** GET /api/shows/trailers: listed shows with a trailer, in the shows' order. */
export async function getTrailers(
  options: CatalogOptions & { language?: Language | undefined },
): Promise<TrailersResponse> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  return memo(plan, `trailers ${language}`, () => {
    const { shows } = memo(plan, `shows ${language}`, () => allShows(plan, language));
    const bySlug = new Map(plan.shows.map((show) => [show.slug, show]));
    return {
      trailers: shows.flatMap((summary) => {
        const show = bySlug.get(summary.slug);
        return show?.trailerKey
          ? [{ ...toShowCard(show, { title: summary.title, synopsis: "" }), trailerKey: show.trailerKey }]
          : [];
      }),
    };
  });
}

function groupByShow(plan: Programme, sessions: readonly ProgrammeSession[], language: Language) {
  const groups = new Map<string, ProgrammeSession[]>();
  for (const session of sessions) {
    const list = groups.get(session.showId) ?? [];
    list.push(session);
    groups.set(session.showId, list);
  }
  const byTitle = titleOrder(language);
  return plan.shows
    .filter((show) => groups.has(show.id))
    .map((show) => ({
      show: toShowCard(show, showText(show, plan.translations.get(show.id), language)),
      sessions: (groups.get(show.id) ?? []).map(toSession),
    }))
    .sort((a, b) => byTitle(a.show.title, b.show.title));
}

/** GET /api/show/{slug}; undefined for an unknown slug. */
export async function getShow(
  options: CatalogOptions & { slug: string; language?: Language | undefined },
): Promise<ShowResponse | undefined> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  const show = plan.shows.find((row) => row.slug === options.slug);
  if (!show) {
    return undefined;
  }
  return memo(plan, `show ${language} ${show.slug}`, () => {
    const text = showText(show, plan.translations.get(show.id), language);
    const week = daysFrom(plan.today, CATALOG_WEEK_DAYS);
    const lastDay = addDays(plan.today, CATALOG_WEEK_DAYS - 1);
    const sessions = (plan.sessionsByShow.get(show.id) ?? []).filter((session) => session.date <= lastDay);
    const cinemas = plan.cinemas
      .filter((cinema) => sessions.some((session) => session.cinemaId === cinema.id))
      .map((cinema) => ({
        cinema: toCinemaSummary(cinema),
        days: week
          .map((date) => ({
            date,
            sessions: sessions
              .filter((session) => session.cinemaId === cinema.id && session.date === date)
              .map(toSession),
          }))
          .filter((day) => day.sessions.length > 0),
      }));
    return {
      ...toShowSummary(show, text, plan.sessionsByShow.get(show.id) ?? []),
      synopsis: text.synopsis,
      director: show.director,
      cast: show.cast,
      cinemas,
    };
  });
}

/** GET /api/cinemas: the domain's cinemas by name. */
export async function getCinemas(options: CatalogOptions): Promise<CinemasResponse> {
  const plan = await programme(options);
  return memo(plan, "cinemas", () => ({
    cinemas: plan.cinemas.map(toCinemaSummary),
  }));
}

/** GET /api/cinema/{slug}: one cinema of the domain and the NEARBY_CINEMA_COUNT nearest others. */
export async function getCinema(
  options: CatalogOptions & { slug: string; language?: Language | undefined },
): Promise<CinemaResponse | undefined> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  const cinema = plan.cinemas.find((row) => row.slug === options.slug);
  if (!cinema) {
    return undefined;
  }
  return memo(plan, `cinema ${language} ${cinema.slug}`, () => {
    const summary = toCinemaSummary(cinema);
    return {
      ...summary,
      description: cinemaDescription(cinema, language),
      theaters: toTheaters(plan.hallsByCinema.get(cinema.id)),
      nearbyCinemas: nearbyCinemas(summary, plan.cinemas.map(toCinemaSummary)),
    };
  });
}

/** GET /api/cinema/{slug}/shows: CATALOG_WEEK_DAYS days, each with its shows and their sessions. */
export async function getCinemaShows(
  options: CatalogOptions & { slug: string; language?: Language | undefined },
): Promise<CinemaShowsResponse | undefined> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  const cinema = plan.cinemas.find((row) => row.slug === options.slug);
  if (!cinema) {
    return undefined;
  }
  return memo(plan, `cinema-shows ${language} ${cinema.slug}`, () => {
    const mine = plan.sessions.filter((session) => session.cinemaId === cinema.id);
    return {
      cinema: { slug: cinema.slug, name: cinema.name },
      days: daysFrom(plan.today, CATALOG_WEEK_DAYS).map((date) => ({
        date,
        shows: groupByShow(
          plan,
          mine.filter((session) => session.date === date),
          language,
        ),
      })),
    };
  });
}

/** GET /api/zone/{zone}: undefined for a zone the domain does not have. */
export async function getZone(
  options: CatalogOptions & {
    zone?: string | undefined;
    date?: string | undefined;
    language?: Language | undefined;
  },
): Promise<ZoneResponse | undefined> {
  const plan = await programme(options);
  const language = languageOf(options, options.language);
  const zone = zoneAsked(plan.domain, options.zone);
  const cinemas = plan.cinemas.filter((cinema) => cinema.zone === zone);
  if (!zoneExists(plan.domain, zone, cinemas)) {
    return undefined;
  }
  const date = options.date ?? plan.today;
  const dates = daysFrom(plan.today, CATALOG_WEEK_DAYS);
  // Only the week's dates are kept (a bounded key set); any other date has no session to show.
  const build = (): ZoneResponse => ({
    zone,
    date,
    dates,
    cinemas: cinemas.map((cinema) => ({
      cinema: toCinemaSummary(cinema),
      shows: groupByShow(
        plan,
        plan.sessions.filter((session) => session.cinemaId === cinema.id && session.date === date),
        language,
      ),
    })),
  });
  if (!dates.includes(date)) {
    return build();
  }
  return memo(plan, `zone ${language} ${zone} ${date}`, build);
}

/** The catalog of the domain serving `host`, for the web's server loaders (WebServerContext.catalog). */
export function catalogReader(options: Omit<CatalogOptions, "now">): CatalogReader {
  return {
    shows: (filters, language) => getShows({ ...options, filters, language }),
    trailers: (language) => getTrailers({ ...options, language }),
    show: (slug, language) => getShow({ ...options, slug, language }),
    cinemas: () => getCinemas(options),
    cinema: (slug, language) => getCinema({ ...options, slug, language }),
    cinemaShows: (slug, language) => getCinemaShows({ ...options, slug, language }),
    zone: (zone, language, date) => getZone({ ...options, zone, language, date }),
  };
}
