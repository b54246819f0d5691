import type { DomainId, Language } from "@cinelux/contract";
import { and, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { advantages, siteSettings } from "../../db/schema/index.ts";

export type AdvantageRow = typeof advantages.$inferSelect;

/**
 * The account's advantages valid today (Europe/Paris), soonest expiry first, open-ended last, then
 * by their name in `language`.
 */
export async function findValidAdvantages(
  db: Database,
  accountId: string,
  language: Language,
): Promise<AdvantageRow[]> {
  const today = sql`(now() at time zone 'Europe/Paris')::date`;
  return db
    .select()
    .from(advantages)
    .where(
      and(
        eq(advantages.accountId, accountId),
        or(isNull(advantages.expirationDate), gte(advantages.expirationDate, today)),
      ),
    )
    .orderBy(sql`${advantages.expirationDate} asc nulls last`, sql`${advantages.name} ->> ${language} asc`);
}

/** The stored flags of `domain` (SPEC 3 configuration flags); undefined when the row is missing. */
export async function findSiteFlags(db: Database, domain: DomainId): Promise<unknown> {
  const [row] = await db
    .select({ flags: siteSettings.flags })
    .from(siteSettings)
    .where(eq(siteSettings.domain, domain))
    .limit(1);
  return row?.flags;
}
