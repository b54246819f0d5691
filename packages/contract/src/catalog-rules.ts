import {
  CATALOG_ZONES,
  type CinemaSummary,
  DEFAULT_ZONE,
  NEARBY_CINEMA_COUNT,
  type ShowFilters,
  type ShowsResponse,
  TECHNOLOGIES,
  type Technology,
} from "./catalog.ts";
import { DEFAULT_CITY } from "./constants.ts";
import type { DomainId } from "./domains.ts";
import type { Language } from "./languages.ts";

/**
 * The catalog's pure rules (docs/catalog.md), written once: the server's catalog service and the
 * web's fake endpoints (apps/web/app/mocks) both call them, so the fakes answer as the server does.
 */

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** `count` local dates from `first` on. */
export function daysFrom(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index));
}

/** Lower case, accents and punctuation gone: "Häxan" and "haxan" match, so do "L'Aurore" and "laurore". */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Whether a title search (`needle`, already `searchable`) matches one of the show's titles: the
 * title in the request's language or the catalog title.
 */
export function titleMatches(needle: string, titles: readonly string[]): boolean {
  return titles.some((title) => searchable(title).includes(needle));
}

/** A session as the filters see it: its version, local date and specificities (technologies among them). */
export interface FilterableSession {
  version: string;
  date: string;
  specificities: readonly string[];
}

/** The session filters hold together: one session has the version, the technology and the date asked. */
export function sessionMatches(session: FilterableSession, filters: ShowFilters): boolean {
  const { version, technology, date } = filters;
  return (
    (!version || session.version === version) &&
    (!technology || session.specificities.includes(technology)) &&
    (!date || session.date === date)
  );
}

/** Titles in the language's collation, ignoring case and accents. */
export function titleOrder(language: Language): (a: string, b: string) => number {
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  return (a, b) => collator.compare(a, b);
}

/** The shows' order: bookable shows by title (the language's collation), then coming soon by release date. */
export function showOrder(
  language: Language,
): (
  a: { comingSoon: boolean; releaseDate: string | null; title: string },
  b: { comingSoon: boolean; releaseDate: string | null; title: string },
) => number {
  const byTitle = titleOrder(language);
  const rank = (show: { comingSoon: boolean }) => (show.comingSoon ? 1 : 0);
  return (a, b) =>
    rank(a) - rank(b) ||
    (a.comingSoon ? (a.releaseDate ?? "9999").localeCompare(b.releaseDate ?? "9999") : 0) ||
    byTitle(a.title, b.title);
}

/** The values present across the listed shows, for the filter controls of GET /api/shows. */
export function showFiltersOf(
  shows: readonly { genres: string[]; versions: string[]; technologies: Technology[]; dates: string[] }[],
): ShowsResponse["filters"] {
  const unique = (values: string[]) => [...new Set(values)].sort();
  return {
    genres: unique(shows.flatMap((show) => show.genres)),
    versions: unique(shows.flatMap((show) => show.versions)),
    // SPEC 9 order (imax, 4dx, screenx, dolby), as the icons are shown.
    technologies: TECHNOLOGIES.filter((technology) =>
      shows.some((show) => show.technologies.includes(technology)),
    ),
    dates: unique(shows.flatMap((show) => show.dates)),
  };
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km, one decimal; null when either has no coordinates. */
export function distanceKm(
  a: Pick<CinemaSummary, "coordinates">,
  b: Pick<CinemaSummary, "coordinates">,
): number | null {
  if (!a.coordinates || !b.coordinates) {
    return null;
  }
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.coordinates.latitude - a.coordinates.latitude);
  const dLon = radians(b.coordinates.longitude - a.coordinates.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.coordinates.latitude)) *
      Math.cos(radians(b.coordinates.latitude)) *
      Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/**
 * A cinema page's `nearbyCinemas`: the NEARBY_CINEMA_COUNT nearest other cinemas of the domain
 * (`cinemas`), whatever the city, nearest first (ties by name); those without coordinates are left out.
 */
export function nearbyCinemas<T extends CinemaSummary>(
  cinema: CinemaSummary,
  cinemas: readonly T[],
): (T & { distanceKm: number })[] {
  return cinemas
    .filter((other) => other.slug !== cinema.slug)
    .map((other) => ({ ...other, distanceKm: distanceKm(cinema, other) }))
    .filter((other): other is T & { distanceKm: number } => other.distanceKm !== null)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .slice(0, NEARBY_CINEMA_COUNT);
}

/**
 * The zone a schedule request means. None: the domain's DEFAULT_ZONE. SPEC 9's default city `idf`
 * is what the settings give as `defaultCity` on both domains and SPEC 7 asks for the home's schedule
 * "by defaultCity": on a domain without the Paris area it stands for the domain's own default zone
 * (Amsterdam), so the Dutch home finds its schedule.
 */
export function zoneAsked(domain: DomainId, zone: string | undefined): string {
  if (zone === undefined || (zone === DEFAULT_CITY && !CATALOG_ZONES[domain].includes(DEFAULT_CITY))) {
    return DEFAULT_ZONE[domain];
  }
  return zone;
}

/** Whether a domain has the zone: one of its CATALOG_ZONES, or the zone of one of its cinemas. */
export function zoneExists(domain: DomainId, zone: string, cinemas: readonly { zone: string }[]): boolean {
  return CATALOG_ZONES[domain].includes(zone) || cinemas.some((cinema) => cinema.zone === zone);
}
