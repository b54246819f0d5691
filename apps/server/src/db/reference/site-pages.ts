import { DOMAIN_FACTS } from "@cinelux/contract/company";
import type { Transaction } from "../client.ts";
import { sitePages } from "../schema/index.ts";
import { insertNew } from "./insert-new.ts";
import { englishPages } from "./site-pages/en.ts";
import { SITE_PAGE_SLUGS, type SitePageSlug, type SitePageText } from "./site-pages/facts.ts";
import { frenchPages } from "./site-pages/fr.ts";
import { dutchPages } from "./site-pages/nl.ts";

export { SITE_PAGE_SLUGS } from "./site-pages/facts.ts";

const WRITERS: Record<"fr" | "nl" | "en", typeof frenchPages> = {
  fr: frenchPages,
  nl: dutchPages,
  en: englishPages,
};

/** Every site page of both domains in fr, nl and en: 2 × 7 × 3 rows. */
export function sitePageRows() {
  return (["fr", "nl"] as const).flatMap((domain) =>
    (["fr", "nl", "en"] as const).flatMap((language) => {
      const pages: Record<SitePageSlug, SitePageText> = WRITERS[language](DOMAIN_FACTS[domain]);
      return SITE_PAGE_SLUGS.map((slug) => ({ domain, slug, language, ...pages[slug] }));
    }),
  );
}

/** The footer's site pages (docs/catalog-pages.md); keyed rows, never overwritten by a second run. */
export async function insertSitePages(
  tx: Transaction,
  rows: ReturnType<typeof sitePageRows>,
): Promise<number> {
  return insertNew(tx, sitePages, rows);
}
