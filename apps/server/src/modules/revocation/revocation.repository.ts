import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { oidcPayloads, revokedGrants } from "../../db/schema/index.ts";

type Executor = Database | Transaction;

/** Records grants as revoked; the trigger of migration 0004 tells every process (NOTIFY on commit). */
export async function insertRevokedGrants(db: Executor, grantIds: string[], expiresAt: Date): Promise<void> {
  await db
    .insert(revokedGrants)
    .values(grantIds.map((grantId) => ({ grantId, expiresAt })))
    .onConflictDoNothing({ target: revokedGrants.grantId });
}

export async function findUnexpiredRevokedGrants(
  db: Executor,
): Promise<{ grantId: string; expiresAt: Date }[]> {
  return db
    .select({ grantId: revokedGrants.grantId, expiresAt: revokedGrants.expiresAt })
    .from(revokedGrants)
    .where(gt(revokedGrants.expiresAt, sql`now()`));
}

/** Rows recorded in the last `seconds` (the safety poll of revoked-grants.ts). */
export async function findRecentRevokedGrants(
  db: Executor,
  seconds: number,
): Promise<{ grantId: string; expiresAt: Date }[]> {
  return db
    .select({ grantId: revokedGrants.grantId, expiresAt: revokedGrants.expiresAt })
    .from(revokedGrants)
    .where(
      and(
        gt(revokedGrants.revokedAt, sql`now() - make_interval(secs => ${seconds})`),
        gt(revokedGrants.expiresAt, sql`now()`),
      ),
    );
}

export async function isGrantRevoked(db: Executor, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ grantId: revokedGrants.grantId })
    .from(revokedGrants)
    .where(and(eq(revokedGrants.grantId, grantId), gt(revokedGrants.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

/** Every provider row of these grants: the grants themselves, their codes and their tokens. */
export async function deleteGrantPayloads(db: Executor, grantIds: string[]): Promise<void> {
  await db
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grantIds),
        and(eq(oidcPayloads.type, "Grant"), inArray(oidcPayloads.id, grantIds)),
      ),
    );
}

/** The grants of an account, from its Grant rows and from any token or code that names one. */
export async function findAccountGrantIds(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({
      grantId: sql<
        string | null
      >`coalesce(${oidcPayloads.grantId}, case when ${oidcPayloads.type} = 'Grant' then ${oidcPayloads.id} end)`,
    })
    .from(oidcPayloads)
    .where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
  return rows.flatMap((row) => (row.grantId ? [row.grantId] : []));
}

/** Sessions, interactions and anything else the provider keeps for the account. */
export async function deleteAccountPayloads(db: Executor, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}
