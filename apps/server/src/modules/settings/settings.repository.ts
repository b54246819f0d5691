import type { DomainId } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { type SiteSettingsRow, siteSettings } from "../../db/schema/index.ts";

export async function findSiteSettings(
  db: Database | Transaction,
  domain: DomainId,
): Promise<SiteSettingsRow | undefined> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.domain, domain)).limit(1);
  return row;
}
