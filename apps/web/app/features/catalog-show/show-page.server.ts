import {
  AGE_RATING_LABELS,
  type AgeRating,
  type CatalogReader,
  SESSION_VERSION_LABELS,
  type SessionVersion,
  type ShowResponse,
} from "@cinelux/contract/catalog";
import { DOMAINS, type Domain, type DomainId } from "@cinelux/contract/domains";
import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import { isLanguage, LANGUAGES, type Language } from "@cinelux/contract/languages";
import { data, redirect } from "react-router";
import { catalogAlternatePaths, catalogPath } from "../../lib/catalog/catalog-paths";
import type { ShowCinemaView, ShowPageData } from "./show-page-data";

/**
 * The show page's loader work, on the server only (docs/catalog-pages.md). It reads the catalog in
 * process and hands the page finished texts and labels: the contract's label tables live in modules
 * that load zod, which must not reach a public page's JavaScript (decision 004).
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** How many next sessions the JSON-LD lists as `ScreeningEvent`s. */
export const JSON_LD_SESSIONS = 6;
const DESCRIPTION_LENGTH = 160;
const TIME_ZONE = "Europe/Paris";

/** The local date (Europe/Paris) of an instant, YYYY-MM-DD. */
function localDate(instant: Date): string {
  return formatter("en-CA", {}).format(instant);
}

/** Building an Intl formatter costs far more than using one: one per locale and options, kept. */
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = FORMATTERS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    FORMATTERS.set(key, format);
  }
  return format;
}

function formatDate(date: string, language: Language, options: Intl.DateTimeFormatOptions): string {
  // Noon UTC is the same calendar day in Europe/Paris: the label never slips a day.
  // English as written in Europe: "16 December 2026", "Mon 23 Nov".
  const locale = language === "en" ? "en-GB" : language;
  return formatter(locale, options).format(new Date(`${date}T12:00:00Z`));
}

/** The short form a badge shows: the French scale on fr (-12), Kijkwijzer on nl (12), 12+ in English. */
function ageShort(rating: AgeRating, language: Language): string {
  if (rating === "all") {
    return { fr: "Tous publics", nl: "AL", en: "All" }[language];
  }
  return { fr: `-${rating}`, nl: rating, en: `${rating}+` }[language];
}

/**
 * The origin a domain's pages are served from, seen from this request: `nl.localhost:3000` beside
 * `localhost:3000` on a laptop, `www.cinelux.nl` beside `www.cinelux.fr` (any prefix kept).
 */
export function domainOrigin(requestUrl: URL, from: Domain, to: DomainId): string {
  const target = DOMAINS[to];
  if (target.id === from.id) {
    return requestUrl.origin;
  }
  const host = requestUrl.host;
  let next: string;
  if (/(^|\.)localhost(:\d+)?$/.test(host)) {
    const bare = host.replace(/^nl\./, "");
    next = to === "nl" ? `nl.${bare}` : bare;
  } else {
    next = host.replace(from.host, target.host);
  }
  return `${requestUrl.protocol}//${next}`;
}

/** A day tab starts with a capital ("Mar. 24 nov.", "Di 24 nov"), as a heading would. */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function truncate(text: string, length: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) {
    return flat;
  }
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), length / 2))}…`;
}

/** JSON for an inline script: `<` escaped so no text of the catalog can close the script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function jsonLd(
  show: ShowResponse,
  language: Language,
  canonical: string,
  origin: string,
  now: Date,
): string {
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
  const events = next.map(({ cinema, session }) => ({
    "@type": "ScreeningEvent",
    name: show.title,
    startDate: session.startsAt,
    endDate: session.endsAt,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    videoFormat: session.technologies.length > 0 ? session.technologies.join(", ").toUpperCase() : "2D",
    location: {
      "@type": "MovieTheater",
      name: cinema.name,
      address: {
        "@type": "PostalAddress",
        streetAddress: cinema.address,
        postalCode: cinema.postalCode,
        addressLocality: cinema.city,
      },
    },
    workPresented: { "@type": work["@type"], name: show.title, url: canonical },
  }));
  // One graph: the show, then its next screenings (each pointing back at it).
  return scriptJson({ "@context": "https://schema.org", "@graph": [work, ...events] });
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
  const language = params.language;
  const slug = params.slug ?? "";
  if (!isLanguage(language) || !SLUG.test(slug) || !catalog) {
    throw data(null, { status: 404 });
  }
  const show = await catalog.show(slug, language);
  if (!show) {
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  const page = show.movie ? "Show" : "Entertainment";
  const path = catalogPath(language, page, slug);
  // A client navigation asks for `{path}.data` (React Router's single fetch): the same page.
  if (url.pathname.replace(/\.data$/, "") !== path) {
    const search = new URLSearchParams(url.search);
    // React Router's own parameter of a data request, not the visitor's query.
    search.delete("_routes");
    const query = search.toString();
    throw redirect(query ? `${path}?${query}` : path, 301);
  }
  const origin = url.origin;
  const canonical = `${origin}${path}`;
  const alternatePaths = catalogAlternatePaths(page, slug);
  // hreflang: French pages on the French domain, Dutch on the Dutch one, English on this one.
  const alternateOrigin = (alternate: Language) =>
    alternate === "en" ? origin : domainOrigin(url, domain, alternate === "nl" ? "nl" : "fr");
  const alternates = [
    ...LANGUAGES.map((alternate) => ({
      hrefLang: alternate,
      href: `${alternateOrigin(alternate)}${alternatePaths[alternate]}`,
    })),
    {
      hrefLang: "x-default",
      href: `${alternateOrigin(domain.languages[0])}${alternatePaths[domain.languages[0]]}`,
    },
  ];

  const today = localDate(now);
  const dates = [...new Set(show.cinemas.flatMap(({ days }) => days.map((day) => day.date)))].sort();
  const asked = url.searchParams.get("day");
  const day = asked && dates.includes(asked) ? asked : (dates[0] ?? null);
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
                sessions: sessions.map((session) => ({
                  id: session.id,
                  time: session.time,
                  version: session.version,
                  versionLabel:
                    SESSION_VERSION_LABELS[session.version as SessionVersion]?.[language] ?? session.version,
                  technologies: session.technologies,
                  auditoriumName: session.auditoriumName,
                })),
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
      label: SESSION_VERSION_LABELS[code as SessionVersion]?.[language] ?? code,
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
      label: capitalize(formatDate(date, language, { weekday: "short", day: "numeric", month: "short" })),
      longLabel: formatDate(date, language, { weekday: "long", day: "numeric", month: "long" }),
    })),
    day,
    cinemas,
    alternatePaths,
    seo: {
      canonical,
      description: truncate(show.synopsis, DESCRIPTION_LENGTH) || show.title,
      image: `${origin}${show.backdropUrl}`,
      alternates,
      jsonLd: jsonLd(show, language, canonical, origin, now),
    },
  };
  return result;
}
