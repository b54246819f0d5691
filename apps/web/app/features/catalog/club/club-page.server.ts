import type { Domain } from "@cinelux/contract/domains";
import { CLUB_FLAG, type Flags } from "@cinelux/contract/flags";
import { data } from "react-router";
import { catalogPath } from "../../../lib/catalog/catalog-paths";
import { catalogLocation, catalogSeo } from "../../../lib/catalog/catalog-seo.server";
import { serverCatalogs } from "../../../lib/i18n/catalogs.server";
import { createI18n } from "../../../lib/i18n/create-i18n";
import { paths } from "../../../lib/routing/paths";
import { CLUB_LEVEL_TERMS, CLUB_LEVELS, CLUB_POINTS, CLUB_REWARD_POINTS, CLUB_REWARDS } from "./club";
import type { ClubPageData } from "./club-page-data";

/** The Club page's loader work, on the server only (docs/catalog-pages.md). */

export interface ClubLoaderInput {
  params: { language?: string };
  request: Request;
  flags: Flags;
  domain: Domain;
}

/**
 * The loader: the site's 404 when the club flag (`clubCineluxEnabled`) is off, as the header then
 * hides the Club link (SPEC 2.1); a 301 from another language's path; else the card, free to join.
 */
export function loadClubPage({ params, request, flags, domain }: ClubLoaderInput) {
  if (!flags[CLUB_FLAG]) {
    throw data(null, { status: 404 });
  }
  const location = catalogLocation(params, request, "ClubCinelux");
  const { language, url, alternatePaths } = location;
  const { t } = createI18n(language, serverCatalogs);
  const canonical = `${url.origin}${catalogPath(language, "ClubCinelux")}`;
  const result: ClubPageData = {
    language,
    points: { ...CLUB_POINTS },
    rewards: CLUB_REWARDS.map((id) => ({ id, points: CLUB_REWARD_POINTS[id] })),
    levels: CLUB_LEVELS.map((id) => ({ id, ...CLUB_LEVEL_TERMS[id] })),
    joinHref: paths.advantages(language),
    alternatePaths,
    seo: catalogSeo(location, domain, {
      description: t("CatalogClub.MetaDescription", { points: CLUB_POINTS.perTicket }),
      // schema.org's loyalty programme and its tiers.
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "MemberProgram",
        name: "Club Cinélux",
        description: t("CatalogClub.Intro"),
        url: canonical,
        hostingOrganization: { "@type": "Organization", name: "Cinélux", url: url.origin },
        hasTiers: CLUB_LEVELS.map((id) => ({
          "@type": "MemberProgramTier",
          name: t(`CatalogClub.Level.${id}`),
        })),
      },
    }),
  };
  return result;
}
