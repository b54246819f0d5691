import type { SitePageSection } from "@cinelux/contract";

/** The slugs of the footer's site pages: one per page, the same in every language and on both domains. */
export const SITE_PAGE_SLUGS = [
  "about",
  "careers",
  "press",
  "contact",
  "accessibility",
  "terms",
  "privacy",
] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export interface SitePageText {
  title: string;
  description: string;
  sections: SitePageSection[];
}

/** The customer service's opening hours, the same on both domains. */
export const SERVICE_HOURS = {
  weekdays: ["09:00", "20:00"],
  weekend: ["10:00", "18:00"],
} as const;
