import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../client.ts";
import { referenceDataState } from "../schema/index.ts";
import { footerRows, insertFooter } from "./footer.ts";
import { insertSitePages, sitePageRows } from "./site-pages.ts";
import { insertSupportTaxonomy, supportRows } from "./support.ts";

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
/** The `reference_data_state` row of this step. */
const STATE_NAME = "reference";
const NOTHING: ReferenceSummary = { footer: 0, sitePages: 0, support: 0 };

function referenceRows() {
  return { footer: footerRows(), sitePages: sitePageRows(), support: supportRows() };
}

/** The rows' digest: any change of a text, a key or an order of this release's reference rows changes it. */
export function referenceFingerprint(rows = referenceRows()): string {
  return createHash("sha256").update(JSON.stringify(rows)).digest("base64url");
}

async function storedFingerprint(db: Database | Transaction): Promise<string | undefined> {
  const [state] = await db
    .select({ fingerprint: referenceDataState.fingerprint })
    .from(referenceDataState)
    .where(eq(referenceDataState.name, STATE_NAME));
  return state?.fingerprint;
}

/**
 * The reference data a real install needs in every environment, prod included (docs/architecture.md
 * "Reference data and demo data"): the footer and FAQ, the site pages and the support taxonomy of
 * both domains. Runs after the migrations, in one transaction; inserts only the rows whose id or
 * slug is missing, so a row the staff edited keeps their edit and a second run writes nothing.
 * A start whose rows are those of the last load (the same fingerprint) reads one row and skips the
 * rest: the step costs a start one round trip, not its inserts. (The default settings and the cancel
 * reasons are migrations' rows; the pass catalog is the contract's passes.ts.)
 */
export async function loadReferenceData(db: Database): Promise<ReferenceSummary> {
  const rows = referenceRows();
  const fingerprint = referenceFingerprint(rows);
  if ((await storedFingerprint(db)) === fingerprint) {
    return NOTHING;
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK})`);
    // Another process may have loaded them while this one waited for the lock.
    if ((await storedFingerprint(tx)) === fingerprint) {
      return NOTHING;
    }
    const footer = await insertFooter(tx, rows.footer);
    const sitePages = await insertSitePages(tx, rows.sitePages);
    // After the footer's FAQ articles: the taxonomy's reasons suggest some of them.
    const support = await insertSupportTaxonomy(tx, rows.support);
    await tx
      .insert(referenceDataState)
      .values({ name: STATE_NAME, fingerprint })
      .onConflictDoUpdate({ target: referenceDataState.name, set: { fingerprint, loadedAt: sql`now()` } });
    return { footer, sitePages, support };
  });
}
