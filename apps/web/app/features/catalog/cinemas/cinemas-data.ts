import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { TechnologyMark } from "../../../ui/technology-icon";

/**
 * What the Cinemas, Cinema and City pages' loaders hand the pages (docs/catalog-pages.md): finished
 * texts, numbers already formatted in the page language, paths already translated.
 */

/** One cinema as a card shows it (the Cinemas and City pages, and the head of the Cinema page). */
export interface CinemaCardView {
  slug: string;
  name: string;
  /** The cinema page's path in the page language. */
  path: string;
  /** "68 boulevard du Montparnasse, 75014 Paris". */
  address: string;
  hallCount: number;
  /** "1 580" in French, "1.580" in Dutch, "1,580" in English. */
  seats: string;
  seatCount: number;
  hasPmrService: boolean;
  /** The SPEC 9 premium formats among the cinema's tags. */
  technologies: TechnologyMark[];
}

export interface CityGroupView {
  slug: string;
  name: string;
  /** The City page's path in the page language. */
  path: string;
  cinemas: CinemaCardView[];
}

export interface CinemasPageData {
  language: Language;
  cities: CityGroupView[];
  cinemaCount: number;
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}

export interface SessionView {
  id: string;
  /** The booking tunnel's seat page of the session. */
  bookingPath: string;
  time: string;
  version: string;
  versionLabel: string;
  technologies: TechnologyMark[];
  auditoriumName: string;
}

/** A day tab (`?day=`): the Cinema and City pages. */
export interface DayView {
  date: string;
  /** "Lun. 23 nov." in the page language. */
  label: string;
  /** "lundi 23 novembre", for the sessions' heading. */
  longLabel: string;
  today: boolean;
}

/** One show's sessions of the day at one cinema, or at each cinema of a city. */
export interface ShowSessionsView {
  slug: string;
  title: string;
  /** The show page's path (a film or an event) in the page language. */
  path: string;
  /** "2 h 33" is the page's to write: minutes here. */
  durationMinutes: number;
  /** The short age badge (-12, 12, 12+) and its meaning. */
  ageRating: { short: string; label: string };
  /** The versions among the day's sessions, with their meaning. */
  versions: { code: string; label: string }[];
  /** Per cinema: one entry on the Cinema page (its own), one per cinema on the City page. */
  venues: { slug: string; name: string; path: string; sessions: SessionView[] }[];
}

export interface NearbyCinemaView {
  slug: string;
  name: string;
  path: string;
  city: string;
  /** "2,4 km" in the page language. */
  distance: string;
}

export interface CinemaPageData {
  language: Language;
  cinema: CinemaCardView & {
    city: string;
    cityPath: string;
    description: string | null;
    /** An external directions page to the cinema (OpenStreetMap), opened as any link. */
    directionsUrl: string;
  };
  /** The Cinemas page's path, for the breadcrumb. */
  cinemasPath: string;
  /** The week's days with sessions. */
  days: DayView[];
  /** The day shown: `?day=` when it is one of them, else the first. */
  day: string;
  shows: ShowSessionsView[];
  nearby: NearbyCinemaView[];
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}

export interface CityPageData {
  language: Language;
  city: { slug: string; name: string };
  cinemas: CinemaCardView[];
  /** The Cinemas page's path (all the domain's cinemas). */
  cinemasPath: string;
  days: DayView[];
  day: string;
  shows: ShowSessionsView[];
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
