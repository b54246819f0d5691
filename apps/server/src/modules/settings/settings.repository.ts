import type { DomainId } from "@cinelux/contract";
import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { type SiteSettingsRow, siteSettings } from "../../db/schema/index.ts";

export async function findSiteSettings(
  db: Database | Transaction,
  domain: DomainId,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.domain, domain)).limit(1);
  return row;
}

/** The domain's settings row, locked until the transaction ends (a change reads its before-values). */
export async function findSiteSettingsForUpdate(
  tx: Transaction,
  domain: DomainId,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.domain, domain)).for("update");
  return row;
}

export async function updateSiteSettings(
  tx: Transaction,
  domain: DomainId,
  values: Partial<
    Pick<
      SiteSettingsRow,
      | "flags"
      | "catalogBaseUrl"
      | "tunnelBaseUrl"
      | "mobileCatalogBaseUrl"
      | "logoutReturnPath"
      | "errorPath"
      | "injections"
    >
  >,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await tx
    .update(siteSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(siteSettings.domain, domain))
    .returning();
  return row;
}
