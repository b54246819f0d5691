import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { TechnologyMark } from "../../../ui/technology-icon";

/** What the Experiences page's loader hands the page (experiences-page.server.ts). */
export interface ExperienceCinemaView {
  slug: string;
  name: string;
  city: string;
  /** The cinema's page (`catalogPath(language, "Cinema", slug)`). */
  path: string;
}

export interface ExperienceShowView {
  slug: string;
  title: string;
  /** The show's page: Show for a film, Entertainment for an event. */
  path: string;
}

export interface ExperienceView {
  /** Also the section's anchor: `#imax`, `#4dx`, `#screenx`, `#dolby`. */
  technology: TechnologyMark;
  cinemas: ExperienceCinemaView[];
  /** The first shows with a session in this technology on this domain. */
  shows: ExperienceShowView[];
  /** How many shows play in it in all (the Movies page filtered by it lists them). */
  showCount: number;
  /** The Movies page filtered by this technology. */
  moviesPath: string;
}

export interface ExperiencesPageData {
  language: Language;
  experiences: ExperienceView[];
  /** The Experiences page in every language: the language switch lands there. */
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
