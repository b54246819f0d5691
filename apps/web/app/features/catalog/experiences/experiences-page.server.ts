import { type CatalogReader, TECHNOLOGIES } from "@cinelux/contract/catalog";
import type { Domain } from "@cinelux/contract/domains";
import type { Flags } from "@cinelux/contract/flags";
import { data } from "react-router";
import { catalogPageEnabled } from "../../../lib/catalog/catalog-flags";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import type { ExperiencesPageData } from "./experiences-page-data";

/**
 * The Experiences page's loader work, on the server only (docs/catalog-pages.md "Experiences"): the
 * premium formats of SPEC 9, the domain's cinemas that have each (their `tags`) and the shows with
 * a session in it, from the catalog read in process.
 */

/** Posters per format: one row on a desktop; the Movies page filtered by the format lists them all. */
export const SHOWS_PER_EXPERIENCE = 6;

export interface ExperiencesLoaderInput {
  params: { language?: string };
  request: Request;
  catalog: CatalogReader | undefined;
  domain: Domain;
  /** The domain's settings flags: SPEC 3 `moreFromCineluxMenuEnabled` opens the page. */
  flags: Flags;
}

/**
 * The loader: the flag off (lib/catalog/catalog-flags.ts, which also keeps the page out of the
 * sitemap) or no catalog (react-router dev) is the site's 404 page.
 */
export async function loadExperiencesPage({
  params,
  request,
  catalog,
  domain,
  flags,
}: ExperiencesLoaderInput): Promise<ExperiencesPageData> {
  const location = catalogLocation(params, request, "Experiences");
  if (!catalogPageEnabled("Experiences", flags) || !catalog) {
    throw data(null, { status: 404 });
  }
  const { language, alternatePaths } = location;
  const [{ cinemas }, ...lists] = await Promise.all([
    catalog.cinemas(language),
    ...TECHNOLOGIES.map((technology) => catalog.shows({ technology }, language)),
  ]);
  const moviesPath = catalogPath(language, "Movies");
  return {
    language,
    experiences: TECHNOLOGIES.map((technology, index) => {
      const shows = (lists[index]?.shows ?? []).filter((show) => !show.comingSoon);
      return {
        technology,
        cinemas: cinemas
          .filter((cinema) => cinema.tags.includes(technology))
          .map((cinema) => ({
            slug: cinema.slug,
            name: cinema.name,
            city: cinema.city,
            path: catalogPath(language, "Cinema", cinema.slug),
          })),
        shows: shows.slice(0, SHOWS_PER_EXPERIENCE).map((show) => ({
          slug: show.slug,
          title: show.title,
          path: catalogPath(language, show.movie ? "Show" : "Entertainment", show.slug),
        })),
        showCount: shows.length,
        moviesPath: `${moviesPath}?technology=${technology}`,
      };
    }),
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: createI18n(language, serverCatalogs).t("CatalogExperiences.Description"),
    }),
  };
}
