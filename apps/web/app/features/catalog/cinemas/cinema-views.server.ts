import {
  AGE_RATING_LABELS,
  type AgeRating,
  type CinemaSummary,
  type Session,
  type ShowCard,
  TECHNOLOGIES,
  type Technology,
} from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import type { Language } from "@cinelux/contract/languages";
import { dateLocale, dayLabels } from "../../../lib/catalog/catalog-format.server";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n, type TFunction } from "../../../lib/i18n/create-i18n";
import { sessionView, versionLabel } from "../shared/session-views.server";
import type { CinemaCardView, DayView, ShowSessionsView } from "./cinemas-data";

/**
 * What the three pages' loaders share (server only): the contract's label tables load zod, which
 * must not reach a public page's JavaScript (decision 004), so the pages get finished strings.
 */

/** Building an Intl formatter costs far more than using one: one per locale and options, kept. */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = NUMBER_FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(dateLocale(language), options);
    NUMBER_FORMATS.set(key, format);
  }
  return format;
}

const TRANSLATORS = new Map<Language, TFunction>();
/** The page language's texts for what a loader writes itself (the meta description). */
export function translator(language: Language): TFunction {
  let t = TRANSLATORS.get(language);
  if (!t) {
    t = createI18n(language, serverCatalogs).t;
    TRANSLATORS.set(language, t);
  }
  return t;
}

/** "2,4 km" (fr, nl), "2.4 km" (en). */
export function formatDistance(kilometres: number, language: Language): string {
  return numberFormat(language, { style: "unit", unit: "kilometer", maximumFractionDigits: 1 }).format(
    kilometres,
  );
}

export function fullAddress(cinema: CinemaSummary): string {
  return `${cinema.address}, ${cinema.postalCode} ${cinema.city}`;
}

function isTechnology(tag: string): tag is Technology {
  return (TECHNOLOGIES as readonly string[]).includes(tag);
}

export function cinemaCard(cinema: CinemaSummary, language: Language): CinemaCardView {
  return {
    slug: cinema.slug,
    name: cinema.name,
    path: catalogPath(language, "Cinema", cinema.slug),
    address: fullAddress(cinema),
    hallCount: cinema.hallCount,
    seatCount: cinema.seatCount,
    seats: numberFormat(language).format(cinema.seatCount),
    hasPmrService: cinema.hasPmrService,
    // SPEC 9 marks in their own order, whatever the order of the tags.
    technologies: TECHNOLOGIES.filter((technology) => cinema.tags.filter(isTechnology).includes(technology)),
  };
}

/** The short form a badge shows: the French scale on fr (-12), Kijkwijzer on nl (12), 12+ in English. */
function ageShort(rating: AgeRating, language: Language): string {
  if (rating === "all") {
    return { fr: "Tous publics", nl: "AL", en: "All" }[language];
  }
  return { fr: `-${rating}`, nl: rating, en: `${rating}+` }[language];
}

/**
 * The day's shows, each with its sessions at each venue, in the order the catalog gives the shows
 * (a show playing at two cinemas of a city is one entry with two venues).
 */
export function showsOfDay(
  venues: { cinema: { slug: string; name: string }; shows: { show: ShowCard; sessions: Session[] }[] }[],
  language: Language,
): ShowSessionsView[] {
  const bySlug = new Map<string, ShowSessionsView>();
  for (const { cinema, shows } of venues) {
    for (const { show, sessions } of shows) {
      if (sessions.length === 0) {
        continue;
      }
      let entry = bySlug.get(show.slug);
      if (!entry) {
        entry = {
          slug: show.slug,
          title: show.title,
          path: catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug),
          durationMinutes: show.durationMinutes,
          ageRating: {
            short: ageShort(show.ageRating, language),
            label: AGE_RATING_LABELS[show.ageRating][language],
          },
          versions: [],
          venues: [],
        };
        bySlug.set(show.slug, entry);
      }
      for (const session of sessions) {
        if (!entry.versions.some((version) => version.code === session.version)) {
          entry.versions.push({ code: session.version, label: versionLabel(session.version, language) });
        }
      }
      entry.venues.push({
        slug: cinema.slug,
        name: cinema.name,
        path: catalogPath(language, "Cinema", cinema.slug),
        sessions: sessions.map((session) => sessionView(session, language)),
      });
    }
  }
  for (const entry of bySlug.values()) {
    entry.versions.sort((a, b) => a.code.localeCompare(b.code));
  }
  return [...bySlug.values()];
}

export function dayViews(dates: readonly string[], today: string, language: Language): DayView[] {
  return dates.map((date) => ({ date, today: date === today, ...dayLabels(date, language) }));
}

/**
 * A cinema or a city exists on one domain only: its page in the other domain's language would be
 * on the other domain, where it is a 404. Its `hreflang` alternates keep this domain's languages
 * (and `x-default`), so no search engine is sent to a missing page.
 */
export function domainOnlySeo(seo: CatalogSeo, domain: Domain): CatalogSeo {
  return {
    ...seo,
    alternates: seo.alternates.filter(
      ({ hrefLang }) =>
        hrefLang === "x-default" || (domain.languages as readonly string[]).includes(hrefLang),
    ),
  };
}

/** ISO 3166 country of a domain's cinemas, for schema.org addresses. */
export function domainCountry(domain: Domain): string {
  return domain.id === "nl" ? "NL" : "FR";
}

/** schema.org's postal address of a cinema. */
export function postalAddress(cinema: CinemaSummary, country: string) {
  return {
    "@type": "PostalAddress",
    streetAddress: cinema.address,
    postalCode: cinema.postalCode,
    addressLocality: cinema.city,
    addressCountry: country,
  };
}

/** A cinema as schema.org's MovieTheater, for the lists' and the cinema page's JSON-LD. */
export function movieTheater(cinema: CinemaSummary, url: string, country: string) {
  return {
    "@type": "MovieTheater",
    name: cinema.name,
    url,
    address: postalAddress(cinema, country),
    ...(cinema.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: cinema.coordinates.latitude,
            longitude: cinema.coordinates.longitude,
          },
        }
      : {}),
    screenCount: cinema.hallCount,
    maximumAttendeeCapacity: cinema.seatCount,
    amenityFeature: [
      {
        "@type": "LocationFeatureSpecification",
        name: "Wheelchair accessible",
        value: cinema.hasPmrService,
      },
    ],
  };
}
