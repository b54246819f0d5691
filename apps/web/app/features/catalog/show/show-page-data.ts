import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { TechnologyMark } from "../../../ui/technology-icon";

/** What the show page's loader hands the page (show-page.server.ts): finished texts and labels. */
export interface ShowSessionView {
  id: string;
  /** The booking tunnel's seat page of the session. */
  bookingPath: string;
  time: string;
  version: string;
  versionLabel: string;
  technologies: TechnologyMark[];
  auditoriumName: string;
}

export interface ShowCinemaView {
  slug: string;
  name: string;
  address: string;
  sessions: ShowSessionView[];
}

export interface ShowDayView {
  date: string;
  /** "lun. 23 nov." in the page language. */
  label: string;
  today: boolean;
  /** The long form, for the sessions' heading: "lundi 23 novembre". */
  longLabel: string;
}

export interface ShowPageData {
  language: Language;
  slug: string;
  title: string;
  movie: boolean;
  releaseYear: number;
  durationMinutes: number;
  genres: string[];
  ageRating: { code: string; short: string; label: string };
  versions: { code: string; label: string }[];
  technologies: TechnologyMark[];
  synopsis: string;
  director: string | null;
  cast: string[];
  presales: boolean;
  comingSoon: boolean;
  /** Long date in the page language, when the show is coming soon. */
  releaseDate: string | null;
  trailerKey: string | null;
  days: ShowDayView[];
  /** The day shown (`?day=`, else the first with sessions); null when the week has none. */
  day: string | null;
  cinemas: ShowCinemaView[];
  /** The same show in every language: the language switch lands there (lib/catalog/alternate-paths.ts). */
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
