import { BRAND } from "@cinelux/contract/brand";
import {
  AGE_RATING_LABELS,
  type AgeRating,
  type CatalogReader,
  type ShowCard,
  type ShowSummary,
  type ZoneResponse,
} from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import { CLUB_FLAG, type FlagName } from "@cinelux/contract/flags";
import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import type { Language } from "@cinelux/contract/languages";
import { data } from "react-router";
import { dayLabels, formatDate, localDate } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { anySessionToCome, defaultDaySchedule } from "../../../lib/catalog/schedule-day.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { versionLabel } from "../shared/session-views.server";
import type {
  CatalogHomeData,
  HomeHeroView,
  HomeScheduleView,
  HomeShowView,
  HomeTrailerView,
} from "./home-page-data";

/**
 * The catalog home's loader work, on the server only (docs/catalog-pages.md "The home"): the
 * anonymous face of `/{language}` (decision 007). It reads the catalog in process and hands the page
 * finished texts: the contract's label tables load zod, which must not reach a public page's
 * JavaScript (decision 004).
 */

/** Posters: two full lines of five at 1280 px, a swipe on a phone; the rest on the films page. */
export const NOW_SHOWING_COUNT = 10;
export const COMING_SOON_COUNT = 8;
export const TRAILER_COUNT = 4;
/** How many now-showing movies the ItemList names. */
export const JSON_LD_MOVIES = 12;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function ageShort(rating: AgeRating, language: Language): string {
  if (rating === "all") {
    return { fr: "Tous publics", nl: "AL", en: "All" }[language];
  }
  return { fr: `-${rating}`, nl: rating, en: `${rating}+` }[language];
}

function showHref(language: Language, show: Pick<ShowCard, "movie" | "slug">): string {
  return catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug);
}

function showView(show: ShowSummary, language: Language): HomeShowView {
  return {
    slug: show.slug,
    title: show.title,
    href: showHref(language, show),
    movie: show.movie,
    releaseYear: show.releaseYear,
    genres: show.genres.map((genre) => INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre),
    presales: show.presales,
    releaseDate:
      show.comingSoon && show.releaseDate
        ? formatDate(show.releaseDate, language, { day: "numeric", month: "long" })
        : null,
  };
}

/** Now showing: bookable and released. Coming soon: not released yet, presales included. */
export function splitShows(shows: readonly ShowSummary[]): {
  nowShowing: ShowSummary[];
  comingSoon: ShowSummary[];
} {
  return {
    nowShowing: shows.filter((show) => show.bookable && !show.comingSoon),
    comingSoon: shows.filter((show) => show.comingSoon),
  };
}

/** The featured show: the first now-showing movie with a trailer, else the first now showing. */
export function pickHero(nowShowing: readonly ShowSummary[]): ShowSummary | undefined {
  return (
    nowShowing.find((show) => show.movie && show.trailerKey !== null) ??
    nowShowing.find((show) => show.movie) ??
    nowShowing[0]
  );
}

function scheduleView(zone: ZoneResponse, language: Language, today: string, now: Date): HomeScheduleView {
  return {
    zone: zone.zone,
    date: zone.date,
    longDate: dayLabels(zone.date, language).longLabel,
    days: zone.dates.map((date) => ({ date, label: dayLabels(date, language).label, today: date === today })),
    cinemas: zone.cinemas
      .filter(({ shows }) => shows.length > 0)
      .map(({ cinema, shows }) => ({
        slug: cinema.slug,
        name: cinema.name,
        href: catalogPath(language, "Cinema", cinema.slug),
        address: `${cinema.address}, ${cinema.postalCode} ${cinema.city}`,
        shows: shows.map(({ show, sessions }) => ({
          slug: show.slug,
          title: show.title,
          href: showHref(language, show),
          sessions: sessions.map((session) => ({
            id: session.id,
            time: session.time,
            version: session.version,
            versionLabel: versionLabel(session.version, language),
            technologies: session.technologies,
            started: new Date(session.startsAt).getTime() <= now.getTime(),
          })),
        })),
      })),
  };
}

/**
 * The default zone's schedule for `?day=` when it is one of the zone's days, else today's, or
 * tomorrow's once today's last session has started (defaultDaySchedule).
 */
async function readSchedule(
  catalog: CatalogReader,
  language: Language,
  asked: string | null,
  now: Date,
): Promise<ZoneResponse | undefined> {
  const today = await catalog.zone(undefined, language);
  if (!today || !asked || !DAY_PATTERN.test(asked) || !today.dates.includes(asked)) {
    return defaultDaySchedule(
      (date) => (date ? catalog.zone(undefined, language, date) : Promise.resolve(today)),
      (schedule) => anySessionToCome(schedule.cinemas, now),
    );
  }
  return asked === today.date ? today : ((await catalog.zone(undefined, language, asked)) ?? today);
}

function jsonLd(movies: readonly ShowSummary[], language: Language, origin: string, name: string): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: movies.slice(0, JSON_LD_MOVIES).map((show, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Movie",
        name: show.title,
        url: `${origin}${showHref(language, show)}`,
        image: `${origin}${show.posterUrl}`,
        dateCreated: String(show.releaseYear),
      },
    })),
  };
}

export interface HomeLoaderInput {
  params: { language?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  flags: Readonly<Partial<Record<FlagName, boolean>>>;
  /** The clock by default (tests pass one). */
  now?: Date;
}

/** The catalog home at `/{language}`: now showing, coming soon, the default zone's day, trailers, promotions. */
export async function loadCatalogHome({
  params,
  request,
  catalog,
  domain,
  flags,
  now = new Date(),
}: HomeLoaderInput): Promise<CatalogHomeData> {
  const location = catalogLocation(params, request, "Home");
  if (!catalog) {
    // `react-router dev` has no catalog in process: the site's 404, like the show page.
    throw data(null, { status: 404 });
  }
  const { language, url, alternatePaths } = location;
  const [list, zone, trailers] = await Promise.all([
    catalog.shows({}, language),
    readSchedule(catalog, language, url.searchParams.get("day"), now),
    catalog.trailers(language),
  ]);
  const { nowShowing, comingSoon } = splitShows(list.shows);
  const heroShow = pickHero(nowShowing);
  const hero: HomeHeroView | null = heroShow
    ? {
        ...showView(heroShow, language),
        durationMinutes: heroShow.durationMinutes,
        ageShort: ageShort(heroShow.ageRating, language),
        ageLabel: AGE_RATING_LABELS[heroShow.ageRating][language],
      }
    : null;
  const trailerViews: HomeTrailerView[] = trailers.trailers
    .filter((trailer) => trailer.slug !== heroShow?.slug)
    .slice(0, TRAILER_COUNT)
    .map((trailer) => ({
      slug: trailer.slug,
      title: trailer.title,
      href: showHref(language, trailer),
      trailerKey: trailer.trailerKey,
    }));
  const { t } = createI18n(language, serverCatalogs);
  return {
    language,
    hero,
    nowShowing: nowShowing.slice(0, NOW_SHOWING_COUNT).map((show) => showView(show, language)),
    comingSoon: comingSoon.slice(0, COMING_SOON_COUNT).map((show) => showView(show, language)),
    schedule: zone ? scheduleView(zone, language, localDate(now), now) : null,
    trailers: trailerViews,
    promotions: {
      subscription: flags.subscriptionEnabled ? catalogPath(language, "Subscription") : null,
      club: flags[CLUB_FLAG] ? catalogPath(language, `Club${BRAND.key}`) : null,
    },
    moviesHref: catalogPath(language, "Movies"),
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: t("CatalogHome.Description"),
      imagePath: heroShow?.backdropUrl ?? null,
      jsonLd: jsonLd(
        nowShowing.filter((show) => show.movie),
        language,
        url.origin,
        t("CatalogHome.NowShowing"),
      ),
    }),
  };
}
