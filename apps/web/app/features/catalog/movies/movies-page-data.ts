import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { TechnologyMark } from "../../../ui/technology-icon";

/** What the Movies page's loader hands the page (movies-page.server.ts): finished texts and labels. */
export interface MovieCardView {
  slug: string;
  /** The show's own page: Show for a film, Entertainment for an event. */
  path: string;
  title: string;
  movie: boolean;
  genres: string[];
  durationMinutes: number;
  ageRating: { short: string; label: string };
  versions: { code: string; label: string }[];
  technologies: TechnologyMark[];
  comingSoon: boolean;
  presales: boolean;
  /** Long date in the page language, for a coming-soon show. */
  releaseDate: string | null;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The filters applied, each "" when absent or invalid (an invalid value is ignored, never an error). */
export interface MovieFilters {
  genre: string;
  version: string;
  technology: string;
  date: string;
  q: string;
}

export interface MoviesPageData {
  language: Language;
  /** This page's path, the filter form's action and the "clear filters" link. */
  path: string;
  filters: MovieFilters;
  /** Whether any filter applies (the count, the clear link and the empty state depend on it). */
  filtered: boolean;
  options: {
    genres: FilterOption[];
    versions: FilterOption[];
    technologies: TechnologyMark[];
    /** The days with sessions ("Mer. 25 nov."); the page says today and tomorrow in words. */
    dates: (FilterOption & { relative: "today" | "tomorrow" | null })[];
  };
  nowShowing: MovieCardView[];
  comingSoon: MovieCardView[];
  /** The Movies page in every language: the language switch lands there, query kept. */
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}

/** The search box's bound (the contract's SHOW_SEARCH_MAX_LENGTH, which lives beside zod). */
export const SEARCH_MAX_LENGTH = 80;
