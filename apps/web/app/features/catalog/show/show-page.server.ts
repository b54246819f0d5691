import {
  AGE_RATING_LABELS,
  type AgeRating,
  type CatalogReader,
  type ShowResponse,
} from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import { isLanguage, type Language } from "@cinelux/contract/languages";
import { data } from "react-router";
import { dayLabels, formatDate, localDate } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { CATALOG_SLUG, catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { openingDay } from "../../../lib/catalog/schedule-day.server";
import { screeningEvent, sessionView, versionLabel } from "../shared/session-views.server";
import type { ShowCinemaView, ShowPageData } from "./show-page-data";

/**
 * The show page's loader work, on the server only (docs/catalog-pages.md). It reads the catalog in
 * process and hands the page finished texts and labels: the contract's label tables live in modules
 * that load zod, which must not reach a public page's JavaScript (decision 004).
 */

/** How many next sessions the JSON-LD lists as `ScreeningEvent`s. */
export const JSON_LD_SESSIONS = 6;

/** The short form a badge shows: the French scale on fr (-12), Kijkwijzer on nl (12), 12+ in English. */
function ageShort(rating: AgeRating, language: Language): string {
  if (rating === "all") {
    return { fr: "Tous publics", nl: "AL", en: "All" }[language];
  }
  return { fr: `-${rating}`, nl: rating, en: `${rating}+` }[language];
}

function jsonLd(
  show: ShowResponse,
  language: Language,
  canonical: string,
  origin: string,
  now: Date,
): unknown {
  const next = show.cinemas
    .flatMap(({ cinema, days }) =>
      days.flatMap(({ sessions }) => sessions.map((session) => ({ cinema, session }))),
    )
    .filter(({ session }) => new Date(session.endsAt).getTime() > now.getTime())
    .sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt))
    .slice(0, JSON_LD_SESSIONS);
  const work = {
    "@type": show.movie ? "Movie" : "Event",
    name: show.title,
    url: canonical,
    image: `${origin}${show.backdropUrl}`,
    description: show.synopsis,
    ...(show.movie
      ? {
          duration: `PT${Math.floor(show.durationMinutes / 60)}H${show.durationMinutes % 60}M`,
          dateCreated: String(show.releaseYear),
          genre: show.genres.map(
            (genre) => INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre,
          ),
          contentRating: AGE_RATING_LABELS[show.ageRating][language],
          ...(show.director ? { director: { "@type": "Person", name: show.director } } : {}),
          ...(show.cast.length > 0 ? { actor: show.cast.map((name) => ({ "@type": "Person", name })) } : {}),
        }
      : {}),
  };
  const events = next.map(({ cinema, session }) =>
    screeningEvent(
      show.title,
      session,
      {
        "@type": "MovieTheater",
        name: cinema.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: cinema.address,
          postalCode: cinema.postalCode,
          addressLocality: cinema.city,
        },
      },
      { "@type": work["@type"], name: show.title, url: canonical },
    ),
  );
  // One graph: the show, then its next screenings (each pointing back at it).
  return { "@context": "https://schema.org", "@graph": [work, ...events] };
}

export interface ShowLoaderInput {
  params: { language?: string; slug?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  /** Today's local date; the clock by default (tests pass one). */
  now?: Date;
}

/**
 * The loader: an unknown slug is the site's 404; a show asked under the other kind's path
 * (a movie under `evenements/`) or a path of another language (`/en/films/x`) is a permanent
 * redirect to its one path, query kept.
 */
export async function loadShowPage({ params, request, catalog, domain, now = new Date() }: ShowLoaderInput) {
  const slug = params.slug ?? "";
  if (!isLanguage(params.language) || !CATALOG_SLUG.test(slug) || !catalog) {
    throw data(null, { status: 404 });
  }
  const show = await catalog.show(slug, params.language);
  if (!show) {
    throw data(null, { status: 404 });
  }
  const page = show.movie ? "Show" : "Entertainment";
  const location = catalogLocation(params, request, page, slug);
  const { language, url, alternatePaths } = location;
  const origin = url.origin;
  const canonical = `${origin}${catalogPath(language, page, slug)}`;

  const today = localDate(now);
  const dates = [...new Set(show.cinemas.flatMap(({ days }) => days.map((day) => day.date)))].sort();
  const asked = url.searchParams.get("day");
  const startsOf = (date: string) =>
    show.cinemas
      .flatMap(({ days }) => days.find((entry) => entry.date === date)?.sessions ?? [])
      .map((session) => session.startsAt);
  // `?day=` one of the days with sessions, else the first with a session to come (openingDay).
  const day =
    asked && dates.includes(asked)
      ? asked
      : (openingDay(
          dates.map((date) => ({ date, startsAt: startsOf(date) })),
          now,
        ) ?? null);
  const cinemas: ShowCinemaView[] = day
    ? show.cinemas.flatMap(({ cinema, days }) => {
        const sessions = days.find((entry) => entry.date === day)?.sessions ?? [];
        return sessions.length === 0
          ? []
          : [
              {
                slug: cinema.slug,
                name: cinema.name,
                address: `${cinema.address}, ${cinema.postalCode} ${cinema.city}`,
                sessions: sessions.map((session) => sessionView(session, language)),
              },
            ];
      })
    : [];

  const result: ShowPageData = {
    language,
    slug,
    title: show.title,
    movie: show.movie,
    releaseYear: show.releaseYear,
    durationMinutes: show.durationMinutes,
    genres: show.genres.map((genre) => INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre),
    ageRating: {
      code: show.ageRating,
      short: ageShort(show.ageRating, language),
      label: AGE_RATING_LABELS[show.ageRating][language],
    },
    versions: show.versions.map((code) => ({
      code,
      label: versionLabel(code, language),
    })),
    technologies: show.technologies,
    synopsis: show.synopsis,
    director: show.director,
    cast: show.cast,
    presales: show.presales,
    comingSoon: show.comingSoon,
    releaseDate:
      show.comingSoon && show.releaseDate
        ? formatDate(show.releaseDate, language, { day: "numeric", month: "long", year: "numeric" })
        : null,
    trailerKey: show.trailerKey,
    days: dates.map((date) => ({
      date,
      today: date === today,
      ...dayLabels(date, language),
    })),
    day,
    cinemas,
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: show.synopsis || show.title,
      imagePath: show.backdropUrl,
      jsonLd: jsonLd(show, language, canonical, origin, now),
    }),
  };
  return result;
}
