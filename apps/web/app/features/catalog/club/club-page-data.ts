import type { Language } from "@cinelux/contract/languages";
import type { CatalogSeo } from "../../../lib/catalog/catalog-seo.server";
import type { ClubLevel, ClubReward } from "./club";

/** What the Club page's loader hands the page (club-page.server.ts). */
export interface ClubPageData {
  language: Language;
  points: { perTicket: number; perConcessionsEuro: number; welcome: number; validityMonths: number };
  rewards: { id: ClubReward; points: number }[];
  levels: { id: ClubLevel; fromSessions: number; bonusPercent: number }[];
  /** The customer area's advantages page: it signs the visitor in first. */
  joinHref: string;
  alternatePaths: Record<Language, string>;
  seo: CatalogSeo;
}
