import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { insertFooter } from "./footer.ts";
import { insertSitePages } from "./site-pages.ts";
import { insertSupportTaxonomy } from "./support.ts";

export { SITE_PAGE_SLUGS } from "./site-pages.ts";

/** What one run of the reference step created; all zeros once a database holds it. */
export interface ReferenceSummary {
  /** Footer columns, links, social networks, FAQ categories and articles of both domains. */
  footer: number;
  /** The footer's site pages, one row per domain, page and language (docs/catalog-pages.md). */
  sitePages: number;
  /** Support themes, sub-themes, reasons, their suggested articles and the support FAQ. */
  support: number;
}

/** Any constant: several processes starting on one PostgreSQL server write the reference data once. */
const REFERENCE_LOCK = 4_207_043;

/**
 * The reference data a real install needs in every environment, prod included (docs/architecture.md
 * "Reference data and demo data"): the footer and FAQ, the site pages and the support taxonomy of
 * both domains. Runs after the migrations, in one transaction; inserts only the rows whose id or
 * slug is missing, so a row the staff edited keeps their edit and a second run writes nothing.
 * (The default settings and the cancel reasons are migrations' rows; the pass catalog is the
 * contract's passes.ts.)
 */
export async function loadReferenceData(db: Database): Promise<ReferenceSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    const footer = await insertFooter(tx);
    const sitePages = await insertSitePages(tx);
    // After the footer's FAQ articles: the taxonomy's reasons suggest some of them.
    const support = await insertSupportTaxonomy(tx);
    return { footer, sitePages, support };
  });
}
