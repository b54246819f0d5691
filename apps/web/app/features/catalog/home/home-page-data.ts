import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { TechnologyMark } from "../../../ui/technology-icon";

/** What the catalog home's loader hands the page (home-page.server.ts): finished texts and paths. */

/** A show in a row of posters: now showing or coming soon. */
export interface HomeShowView {
  slug: string;
  title: string;
  /** The show's page: `/fr/films/metropolis`, `/en/events/swan-lake`. */
  href: string;
  movie: boolean;
  releaseYear: number;
  /** Genre labels in the page language. */
  genres: string[];
  presales: boolean;
  /** Release date in the page language ("16 décembre"), for a coming-soon show. */
  releaseDate: string | null;
}

/** The featured show at the top of the page. */
export interface HomeHeroView extends HomeShowView {
  durationMinutes: number;
  /** The short age mark (-12, 12, 12+, Tous publics). */
  ageShort: string;
  ageLabel: string;
}

export interface HomeSessionView {
  id: string;
  time: string;
  version: string;
  versionLabel: string;
  technologies: TechnologyMark[];
  /** Already started: shown greyed, still listed (docs/catalog.md "a zone's day"). */
  started: boolean;
}

export interface HomeScheduleCinemaView {
  slug: string;
  name: string;
  /** The cinema's page. */
  href: string;
  address: string;
  shows: { slug: string; title: string; href: string; sessions: HomeSessionView[] }[];
}

export interface HomeDayView {
  date: string;
  /** "Mar. 24 nov." */
  label: string;
  today: boolean;
}

export interface HomeScheduleView {
  /** The zone's schedule shown: `idf` on the French domain, `amsterdam` on the Dutch one. */
  zone: string;
  /** The day shown (YYYY-MM-DD) and its long label ("lundi 23 novembre"). */
  date: string;
  longDate: string;
  days: HomeDayView[];
  cinemas: HomeScheduleCinemaView[];
}

export interface HomeTrailerView {
  slug: string;
  title: string;
  /** The show's page. */
  href: string;
  /** The self-hosted trailer's key (ui/trailer-player.tsx). */
  trailerKey: string;
}

export interface CatalogHomeData {
  language: Language;
  hero: HomeHeroView | null;
  nowShowing: HomeShowView[];
  comingSoon: HomeShowView[];
  /** Null when the domain has no schedule (no catalog zone answered). */
  schedule: HomeScheduleView | null;
  trailers: HomeTrailerView[];
  /** The promotions' links, each null when its flag is off. */
  promotions: { subscription: string | null; club: string | null };
  /** The full list of films, for "all films". */
  moviesHref: string;
  /** The same page in every language: the language switch lands there. */
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
