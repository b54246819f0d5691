import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PASS_TYPES, passPricing } from "@cinelux/contract";
import { and, count, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { seedIfEmpty } from "../../seed/index.ts";
import type { DatabaseHandle } from "../client.ts";
import { openConfiguredDatabase } from "../open.ts";
import {
  accounts,
  cancelReasons,
  faqArticles,
  faqCategories,
  footerColumns,
  referenceDataState,
  shows,
  sitePages,
  siteSettings,
  supportReasons,
  supportThemes,
  supportTopics,
} from "../schema/index.ts";
import { loadReferenceData, referenceFingerprint } from "./index.ts";

/**
 * A production database opened as the server opens it (migrations, then the reference step),
 * on disk in a folder of its own: what the chain's staff find on the first day.
 */
describe("a production database after its migrations", () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "cinelux-reference-"));
    const config = loadConfig({ APP_ENV: "prod", DATA_DIR: dataDir });
    expect(config.env).toBe("prod");
    handle = await openConfiguredDatabase(config, { migrate: true });
    // What `npm start` runs before serving: nothing in prod.
    expect(await seedIfEmpty({ db: handle.db, env: config.env })).toBe(false);
  }, 60_000);

  afterAll(async () => {
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rowsOf = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("holds the support taxonomy: 7 themes, 19 sub-themes and their reasons", async () => {
    expect(await rowsOf(supportThemes)).toBe(7);
    expect(await rowsOf(supportTopics)).toBe(19);
    expect(await rowsOf(supportReasons)).toBeGreaterThanOrEqual(19);
  });

  it("holds the FAQ, the footer and the site pages of both domains", async () => {
    for (const domain of ["fr", "nl"] as const) {
      const articles = await handle.db.select().from(faqArticles).where(eq(faqArticles.domain, domain));
      expect(articles.length, domain).toBeGreaterThan(10);
      const categories = await handle.db.select().from(faqCategories).where(eq(faqCategories.domain, domain));
      expect(categories.length, domain).toBeGreaterThan(0);
      const columns = await handle.db.select().from(footerColumns).where(eq(footerColumns.domain, domain));
      expect(columns, domain).toHaveLength(3);
      const pages = await handle.db.select().from(sitePages).where(eq(sitePages.domain, domain));
      // 7 pages in fr, nl and en.
      expect(pages, domain).toHaveLength(21);
    }
  });

  it("holds the default settings, the cancel reasons and a priced pass catalog", async () => {
    expect((await handle.db.select().from(siteSettings)).map((row) => row.domain).sort()).toEqual([
      "fr",
      "nl",
    ]);
    expect(await rowsOf(cancelReasons)).toBe(25);
    for (const type of PASS_TYPES) {
      for (const domain of ["fr", "nl"] as const) {
        expect(passPricing(type, domain).monthlyPriceCents, `${type} ${domain}`).toBeGreaterThan(0);
      }
    }
  });

  it("holds no customer and no show: those are the demo's and the catalog import's", async () => {
    expect(await rowsOf(accounts)).toBe(0);
    expect(await rowsOf(shows)).toBe(0);
  });

  it("writes nothing on a second run, and keeps a row the staff edited", async () => {
    const [page] = await handle.db.select().from(sitePages).where(eq(sitePages.domain, "fr")).limit(1);
    if (!page) {
      throw new Error("no site page");
    }
    await handle.db
      .update(sitePages)
      .set({ title: "Edited by the staff" })
      .where(
        and(
          eq(sitePages.domain, page.domain),
          eq(sitePages.slug, page.slug),
          eq(sitePages.language, page.language),
        ),
      );
    await handle.db.update(supportThemes).set({ position: 99 }).where(eq(supportThemes.id, "tickets"));

    expect(await loadReferenceData(handle.db)).toEqual({ footer: 0, sitePages: 0, support: 0 });

    const [after] = await handle.db
      .select()
      .from(sitePages)
      .where(
        and(
          eq(sitePages.domain, page.domain),
          eq(sitePages.slug, page.slug),
          eq(sitePages.language, page.language),
        ),
      );
    expect(after?.title).toBe("Edited by the staff");
    const [theme] = await handle.db.select().from(supportThemes).where(eq(supportThemes.id, "tickets"));
    expect(theme?.position).toBe(99);
  });

  it("keeps the fingerprint of its rows, and a release with other rows loads them again, edits kept", async () => {
    const [state] = await handle.db.select().from(referenceDataState);
    expect(state?.fingerprint).toBe(referenceFingerprint());
    // The rows of an older release, and a page deleted since.
    await handle.db.update(referenceDataState).set({ fingerprint: "older-release" });
    const [page] = await handle.db.select().from(sitePages).where(eq(sitePages.domain, "nl")).limit(1);
    if (!page) {
      throw new Error("no site page");
    }
    const samePage = and(
      eq(sitePages.domain, page.domain),
      eq(sitePages.slug, page.slug),
      eq(sitePages.language, page.language),
    );
    await handle.db.delete(sitePages).where(samePage);

    expect(await loadReferenceData(handle.db)).toEqual({ footer: 0, sitePages: 1, support: 0 });
    expect((await handle.db.select().from(sitePages).where(samePage)).length).toBe(1);
    const [theme] = await handle.db.select().from(supportThemes).where(eq(supportThemes.id, "tickets"));
    expect(theme?.position, "the staff's edit survives a new release").toBe(99);
    expect((await handle.db.select().from(referenceDataState))[0]?.fingerprint).toBe(referenceFingerprint());

    // The same release again: one read, nothing written, even for a row deleted meanwhile.
    await handle.db.delete(sitePages).where(samePage);
    expect(await loadReferenceData(handle.db)).toEqual({ footer: 0, sitePages: 0, support: 0 });
    expect((await handle.db.select().from(sitePages).where(samePage)).length).toBe(0);
  });
});
