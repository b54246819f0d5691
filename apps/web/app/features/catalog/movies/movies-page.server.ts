import {
  AGE_RATING_LABELS,
  type AgeRating,
  type CatalogReader,
  type ShowFilters,
  type ShowSummary,
  ShowsQuerySchema,
} from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import { INTEREST_GENRE_LABELS, type InterestGenre } from "@cinelux/contract/interests";
import type { Language } from "@cinelux/contract/languages";
import { data } from "react-router";
import { addDays, dayLabels, formatDate, localDate } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { versionLabel } from "../shared/session-views.server";
import type { MovieCardView, MovieFilters, MoviesPageData } from "./movies-page-data";

/**
 * The Movies page's loader work, on the server only (docs/catalog-pages.md "Movies"): the domain's
 * shows from the catalog read in process, filtered by the query, as finished texts. The contract's
 * label tables and schemas load zod, which must not reach a public page's JavaScript (decision 004).
 */

const FILTER_NAMES = ["genre", "version", "technology", "date", "q"] as const;

/** How many shows the JSON-LD ItemList names (the page shows them all). */
export const JSON_LD_ITEMS = 30;

function genreLabel(genre: string, language: Language): string {
  return INTEREST_GENRE_LABELS[genre as InterestGenre]?.[language] ?? genre;
}

/** The short form a badge shows: the French scale on fr (-12), Kijkwijzer on nl (12), 12+ in English. */
function ageShort(rating: AgeRating, language: Language): string {
  if (rating === "all") {
    return { fr: "Tous publics", nl: "AL", en: "All" }[language];
  }
  return { fr: `-${rating}`, nl: rating, en: `${rating}+` }[language];
}

/**
 * The query's filters that hold: each value is checked against the contract's ShowsQuerySchema and
 * against what the domain offers (a Dutch version on the French domain, a day without sessions);
 * anything else is ignored, so a hand-edited or stale link shows the page, never an error.
 */
export function readFilters(search: URLSearchParams, offered: ShowsResponseFilters): ShowFilters {
  const filters: Record<string, string> = {};
  for (const name of FILTER_NAMES) {
    const raw = search.get(name);
    const parsed = raw === null ? undefined : ShowsQuerySchema.shape[name].safeParse(raw);
    if (parsed?.success && parsed.data !== undefined) {
      filters[name] = parsed.data;
    }
  }
  const offers = { genre: offered.genres, version: offered.versions, technology: offered.technologies };
  for (const [name, values] of Object.entries(offers)) {
    if (filters[name] !== undefined && !(values as readonly string[]).includes(filters[name])) {
      delete filters[name];
    }
  }
  if (filters.date !== undefined && !offered.dates.includes(filters.date)) {
    delete filters.date;
  }
  return filters as ShowFilters;
}

type ShowsResponseFilters = Awaited<ReturnType<CatalogReader["shows"]>>["filters"];

function card(show: ShowSummary, language: Language): MovieCardView {
  return {
    slug: show.slug,
    path: catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug),
    title: show.title,
    movie: show.movie,
    genres: show.genres.map((genre) => genreLabel(genre, language)),
    durationMinutes: show.durationMinutes,
    ageRating: {
      short: ageShort(show.ageRating, language),
      label: AGE_RATING_LABELS[show.ageRating][language],
    },
    versions: show.versions.map((code) => ({ code, label: versionLabel(code, language) })),
    technologies: show.technologies,
    comingSoon: show.comingSoon,
    presales: show.presales,
    releaseDate:
      show.comingSoon && show.releaseDate
        ? formatDate(show.releaseDate, language, { day: "numeric", month: "long", year: "numeric" })
        : null,
  };
}

/** schema.org ItemList of the shows listed: each a Movie (or an Event) with its page and poster. */
function jsonLd(shows: ShowSummary[], language: Language, origin: string): unknown {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: shows.slice(0, JSON_LD_ITEMS).map((show, index) => {
      const url = `${origin}${catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug)}`;
      return {
        "@type": "ListItem",
        position: index + 1,
        url,
        item: {
          "@type": show.movie ? "Movie" : "Event",
          name: show.title,
          url,
          image: `${origin}${show.posterUrl}`,
          ...(show.movie
            ? {
                duration: `PT${Math.floor(show.durationMinutes / 60)}H${show.durationMinutes % 60}M`,
                dateCreated: String(show.releaseYear),
                genre: show.genres.map((genre) => genreLabel(genre, language)),
              }
            : {}),
        },
      };
    }),
  };
}

export interface MoviesLoaderInput {
  params: { language?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  /** Today's local date; the clock by default (tests pass one). */
  now?: Date;
}

/**
 * The loader: another language's path is a 301 to this one (query kept); no catalog (react-router
 * dev) is the 404 page. The unfiltered list gives the filters' options, then the filtered list (both
 * are kept in the process's catalog cache, docs/catalog.md).
 */
export async function loadMoviesPage({
  params,
  request,
  catalog,
  domain,
  now = new Date(),
}: MoviesLoaderInput): Promise<MoviesPageData> {
  const location = catalogLocation(params, request, "Movies");
  if (!catalog) {
    throw data(null, { status: 404 });
  }
  const { language, url, alternatePaths } = location;
  const all = await catalog.shows({}, language);
  const applied = readFilters(url.searchParams, all.filters);
  const filtered = Object.keys(applied).length > 0;
  const { shows } = filtered ? await catalog.shows(applied, language) : all;

  const today = localDate(now);
  const tomorrow = addDays(today, 1);
  const texts = createI18n(language, serverCatalogs);
  const filters: MovieFilters = {
    genre: applied.genre ?? "",
    version: applied.version ?? "",
    technology: applied.technology ?? "",
    date: applied.date ?? "",
    q: applied.q ?? "",
  };
  return {
    language,
    path: catalogPath(language, "Movies"),
    filters,
    filtered,
    options: {
      genres: all.filters.genres
        .map((genre) => ({ value: genre, label: genreLabel(genre, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
      versions: all.filters.versions.map((version) => ({
        value: version,
        label: `${version} · ${versionLabel(version, language)}`,
      })),
      technologies: all.filters.technologies,
      dates: all.filters.dates.map((date) => ({
        value: date,
        label: dayLabels(date, language).label,
        relative: date === today ? "today" : date === tomorrow ? "tomorrow" : null,
      })),
    },
    nowShowing: shows.filter((show) => !show.comingSoon).map((show) => card(show, language)),
    comingSoon: shows.filter((show) => show.comingSoon).map((show) => card(show, language)),
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: texts.t("CatalogMovies.Description"),
      jsonLd: jsonLd(shows, language, url.origin),
    }),
  };
}
