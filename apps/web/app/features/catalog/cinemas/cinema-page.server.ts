import type { CatalogReader, CinemaResponse, CinemaShowsResponse } from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { data } from "react-router";
import { localDate, truncate } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { CATALOG_SLUG, catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { openingDay } from "../../../lib/catalog/schedule-day.server";
import { screeningEvent } from "../shared/session-views.server";
import {
  cinemaCard,
  dayViews,
  domainCountry,
  domainOnlySeo,
  formatDistance,
  fullAddress,
  movieTheater,
  showsOfDay,
  translator,
} from "./cinema-views.server";
import type { CinemaPageData } from "./cinemas-data";

/** How many next sessions the JSON-LD lists as `ScreeningEvent`s. */
export const JSON_LD_SESSIONS = 6;

/**
 * A directions page on OpenStreetMap to the cinema: its coordinates when known, else its address.
 * An ordinary external link: nothing of the map loads on this page.
 */
export function directionsUrl(cinema: CinemaResponse): string {
  const to = cinema.coordinates
    ? `${cinema.coordinates.latitude},${cinema.coordinates.longitude}`
    : fullAddress(cinema);
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(to)}`;
}

function screeningEvents(
  week: CinemaShowsResponse,
  theater: unknown,
  origin: string,
  language: Language,
  now: Date,
): unknown[] {
  return week.days
    .flatMap(({ shows }) =>
      shows.flatMap(({ show, sessions }) => sessions.map((session) => ({ show, session }))),
    )
    .filter(({ session }) => new Date(session.endsAt).getTime() > now.getTime())
    .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt))
    .slice(0, JSON_LD_SESSIONS)
    .map(({ show, session }) =>
      screeningEvent(show.title, session, theater, {
        "@type": show.movie ? "Movie" : "Event",
        name: show.title,
        url: `${origin}${catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug)}`,
      }),
    );
}

export interface CinemaLoaderInput {
  params: { language?: string; slug?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  /** The clock by default (tests pass one). */
  now?: Date;
}

/**
 * The Cinema page: an unknown slug, or a cinema of the other domain (the reader is per domain),
 * is the site's 404; another language's path is a 301 to this one's, query kept.
 */
export async function loadCinemaPage({
  params,
  request,
  catalog,
  domain,
  now = new Date(),
}: CinemaLoaderInput): Promise<CinemaPageData> {
  const slug = params.slug ?? "";
  if (!isLanguage(params.language) || !CATALOG_SLUG.test(slug) || !catalog) {
    throw data(null, { status: 404 });
  }
  const [cinema, week] = await Promise.all([
    catalog.cinema(slug, params.language),
    catalog.cinemaShows(slug, params.language),
  ]);
  if (!cinema || !week) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "Cinema", slug);
  const { language, url } = location;
  const origin = url.origin;

  // The week's days with at least one session, as tabs; `?day=` one of them, else the first with a
  // session to come (openingDay).
  const withSessions = week.days
    .map((day) => ({
      date: day.date,
      startsAt: day.shows.flatMap((show) => show.sessions.map((session) => session.startsAt)),
    }))
    .filter((day) => day.startsAt.length > 0);
  const dates = withSessions.map((day) => day.date);
  const asked = url.searchParams.get("day");
  const day = asked && dates.includes(asked) ? asked : (openingDay(withSessions, now) ?? localDate(now));
  const shows = week.days.find((entry) => entry.date === day)?.shows ?? [];

  const card = cinemaCard(cinema, language);
  const t = translator(language);
  const theater = movieTheater(cinema, `${origin}${card.path}`, domainCountry(domain));
  const jsonLd = {
    "@context": "https://schema.org",
    "@graph": [
      { ...theater, ...(cinema.description ? { description: cinema.description } : {}) },
      ...screeningEvents(
        week,
        // Google requires an event's location to carry its address, not only the theater's name.
        { "@type": "MovieTheater", name: cinema.name, url: theater.url, address: theater.address },
        origin,
        language,
        now,
      ),
    ],
  };

  return {
    language,
    cinema: {
      ...card,
      city: cinema.city,
      cityPath: catalogPath(language, "City", cinema.citySlug),
      description: cinema.description,
      directionsUrl: directionsUrl(cinema),
    },
    cinemasPath: catalogPath(language, "Cinemas"),
    days: dayViews(dates, localDate(now), language),
    day,
    shows: showsOfDay([{ cinema, shows }], language),
    nearby: cinema.nearbyCinemas.map((other) => ({
      slug: other.slug,
      name: other.name,
      path: catalogPath(language, "Cinema", other.slug),
      city: other.city,
      distance: formatDistance(other.distanceKm, language),
    })),
    alternatePaths: location.alternatePaths,
    seo: domainOnlySeo(
      catalogSeo(location, domain, {
        description: cinema.description
          ? truncate(cinema.description)
          : t("CatalogCinema.Description", { name: cinema.name, address: card.address }),
        jsonLd,
      }),
      domain,
    ),
  };
}
