import { and, asc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { advantages } from "../../db/schema/index.ts";

export type AdvantageRow = typeof advantages.$inferSelect;

/** The account's advantages valid today (Europe/Paris), soonest expiry first, open-ended last. */
export async function findValidAdvantages(db: Database, accountId: string): Promise<AdvantageRow[]> {
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
    .orderBy(sql`${advantages.expirationDate} asc nulls last`, asc(advantages.name));
}
