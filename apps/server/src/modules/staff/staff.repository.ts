import type { StaffRole } from "@cinelux/contract";
import { and, desc, eq, gte, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { type StaffAccountRow, staffAccounts, staffAuditLog } from "../../db/schema/index.ts";

type Db = Database | Transaction;

export async function findStaffByMail(db: Db, mail: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.mail, mail.trim().toLowerCase()))
    .limit(1);
  return row;
}

export async function findStaffById(db: Db, id: string): Promise<StaffAccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return row;
}

export async function insertStaff(
  db: Db,
  values: { id?: string; mail: string; displayName: string; passwordHash: string; roles: StaffRole[] },
): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .insert(staffAccounts)
    .values({ ...values, mail: values.mail.trim().toLowerCase() })
    .onConflictDoNothing({ target: staffAccounts.mail })
    .returning();
  return row;
}

export async function setTotpSecret(db: Db, id: string, sealed: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ totpSecret: sealed, totpConfirmedAt: null, lastTotpStep: null })
    .where(eq(staffAccounts.id, id));
}

export async function markTotpEnrolled(db: Db, id: string): Promise<void> {
  await db.update(staffAccounts).set({ totpConfirmedAt: sql`now()` }).where(eq(staffAccounts.id, id));
}

/**
 * Accepts the time step once: one UPDATE that succeeds only if no equal or later step was accepted
 * before, so two requests racing with the same code cannot both pass (docs/staff.md "TOTP").
 */
export async function acceptTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ lastTotpStep: step, totpConfirmedAt: sql`coalesce(${staffAccounts.totpConfirmedAt}, now())` })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.lastTotpStep), lt(staffAccounts.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

export async function setRecoveryCodeHashes(db: Db, id: string, hashes: string[]): Promise<void> {
  await db.update(staffAccounts).set({ recoveryCodeHashes: hashes }).where(eq(staffAccounts.id, id));
}

/** Spends a recovery code: removed from the array in the same statement that finds it, so once only. */
export async function consumeRecoveryCode(db: Db, id: string, hash: string): Promise<boolean> {
  const rows = await db
    .update(staffAccounts)
    .set({ recoveryCodeHashes: sql`array_remove(${staffAccounts.recoveryCodeHashes}, ${hash}::text)` })
    .where(and(eq(staffAccounts.id, id), sql`${hash}::text = any(${staffAccounts.recoveryCodeHashes})`))
    .returning({ id: staffAccounts.id });
  return rows.length === 1;
}

/**
 * Counts a failed password or code on the account; the `limit`-th failure in a row locks it for
 * `lockSeconds`. Returns the lock's end, if any.
 */
export async function recordStaffFailure(
  db: Db,
  id: string,
  limit: number,
  lockSeconds: number,
): Promise<Date | null> {
  const [row] = await db
    .update(staffAccounts)
    .set({
      failedAttempts: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${limit} then 0 else ${staffAccounts.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${staffAccounts.failedAttempts} + 1 >= ${limit} then now() + make_interval(secs => ${lockSeconds}) else ${staffAccounts.lockedUntil} end`,
    })
    .where(eq(staffAccounts.id, id))
    .returning({ lockedUntil: staffAccounts.lockedUntil });
  return row?.lockedUntil ?? null;
}

export async function clearStaffFailures(db: Db, id: string): Promise<void> {
  await db
    .update(staffAccounts)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(eq(staffAccounts.id, id));
}

export interface AuditRecord {
  staffId: string;
  action: string;
  target?: { kind: string; id: string };
  reason?: string;
  details?: Record<string, unknown>;
}

export async function insertAuditRow(tx: Db, record: AuditRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: record.staffId,
    action: record.action,
    targetKind: record.target?.kind ?? null,
    targetId: record.target?.id ?? null,
    reason: record.reason ?? null,
    details: record.details ?? {},
  });
}

export async function selectAuditRows(
  db: Db,
  filter: { staffId?: string; action?: string; from?: Date; to?: Date; before?: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (filter.staffId) {
    conditions.push(eq(staffAuditLog.staffId, filter.staffId));
  }
  if (filter.action) {
    conditions.push(eq(staffAuditLog.action, filter.action));
  }
  if (filter.from) {
    conditions.push(gte(staffAuditLog.at, filter.from));
  }
  if (filter.to) {
    conditions.push(lte(staffAuditLog.at, filter.to));
  }
  if (filter.before) {
    conditions.push(lt(staffAuditLog.id, filter.before));
  }
  return db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      staffId: staffAuditLog.staffId,
      staffMail: staffAccounts.mail,
      action: staffAuditLog.action,
      targetKind: staffAuditLog.targetKind,
      targetId: staffAuditLog.targetId,
      reason: staffAuditLog.reason,
      details: staffAuditLog.details,
    })
    .from(staffAuditLog)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.id))
    .limit(filter.limit + 1);
}

/** Every member, active ones first, then by mail: a chain's staff is a few dozen rows. */
export async function selectStaffMembers(db: Db): Promise<StaffAccountRow[]> {
  return db
    .select()
    .from(staffAccounts)
    .orderBy(sql`${staffAccounts.disabledAt} is not null`, staffAccounts.mail)
    .limit(1000);
}

/** The member's row locked until the transaction ends: two admins' writes on one member run in turn. */
export async function lockStaffById(tx: Transaction, id: string): Promise<StaffAccountRow | undefined> {
  const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for("update");
  return row;
}

export async function updateStaffMember(
  tx: Db,
  id: string,
  changes: { roles?: StaffRole[]; displayName?: string; disabledAt?: Date | null },
): Promise<StaffAccountRow | undefined> {
  const [row] = await tx.update(staffAccounts).set(changes).where(eq(staffAccounts.id, id)).returning();
  return row;
}
