import { type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accountTokens,
  captchaSolutions,
  idempotencyKeys,
  loginAttempts,
  oidcPayloads,
  rateLimits,
  revokedGrants,
} from "../../db/schema/index.ts";
import { BRUTE_FORCE } from "../credentials/brute-force.ts";

/** Used and expired single-use links stay a day, for support questions ("my link did not work"). */
const SPENT_LINK_RETENTION = sql`interval '1 day'`;

export interface PurgeCounts {
  oidcPayloads: number;
  loginAttempts: number;
  captchaSolutions: number;
  accountTokens: number;
  revokedGrants: number;
  rateLimits: number;
  idempotencyKeys: number;
}

/** node-postgres answers `{ rows }`, PGlite through drizzle too; a bare array is accepted as well. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}

/** The same count on PGlite and node-postgres, whatever each driver reports for a delete. */
async function countDeleted(tx: Transaction, statement: SQL): Promise<number> {
  const result = await tx.execute(
    sql`with deleted as (${statement} returning 1) select count(*)::int as count from deleted`,
  );
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/**
 * Deletes what has expired, in one transaction under an advisory lock: with several processes, one
 * purges and the others skip (undefined). Every condition uses an index or a small table.
 */
export async function deleteExpiredRows(db: Database): Promise<PurgeCounts | undefined> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('cinelux:purge')) as locked`);
    const [row] = rowsOf<{ locked: boolean }>(lock);
    if (!row?.locked) {
      return undefined;
    }
    return {
      oidcPayloads: await countDeleted(
        tx,
        sql`delete from ${oidcPayloads} where ${oidcPayloads.expiresAt} < now()`,
      ),
      loginAttempts: await countDeleted(
        tx,
        sql`delete from ${loginAttempts} where ${loginAttempts.windowStart} + make_interval(secs => ${BRUTE_FORCE.windowSeconds}) < now()`,
      ),
      captchaSolutions: await countDeleted(
        tx,
        sql`delete from ${captchaSolutions} where ${captchaSolutions.expiresAt} < now()`,
      ),
      accountTokens: await countDeleted(
        tx,
        sql`delete from ${accountTokens} where ${accountTokens.expiresAt} < now() - ${SPENT_LINK_RETENTION} or ${accountTokens.usedAt} < now() - ${SPENT_LINK_RETENTION}`,
      ),
      revokedGrants: await countDeleted(
        tx,
        sql`delete from ${revokedGrants} where ${revokedGrants.expiresAt} < now()`,
      ),
      rateLimits: await countDeleted(tx, sql`delete from ${rateLimits} where ${rateLimits.resetAt} < now()`),
      // Payment calls' keys are replayed for a day (Stripe's rule; docs/domain/payments.md).
      idempotencyKeys: await countDeleted(
        tx,
        sql`delete from ${idempotencyKeys} where ${idempotencyKeys.createdAt} < now() - interval '1 day'`,
      ),
    };
  });
}
