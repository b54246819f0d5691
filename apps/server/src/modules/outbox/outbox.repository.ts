import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { outboxMails } from "../../db/schema/index.ts";

export type OutboxMail = typeof outboxMails.$inferSelect;
export type NewOutboxMail = Pick<
  OutboxMail,
  "kind" | "recipient" | "language" | "subject" | "text" | "html"
> &
  Partial<Pick<OutboxMail, "headers" | "attachments">>;

export async function insertMail(db: Database | Transaction, mail: NewOutboxMail): Promise<OutboxMail> {
  const [row] = await db.insert(outboxMails).values(mail).returning();
  if (!row) {
    throw new Error("insert returned no mail");
  }
  return row;
}

export async function listRecentMails(db: Database, limit: number): Promise<OutboxMail[]> {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}

export async function findMail(db: Database, id: string): Promise<OutboxMail | undefined> {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
  return row;
}

/**
 * Leases a batch of unsent mails for `leaseSeconds`; SKIP LOCKED lets several processes send side by
 * side, each mail by one of them.
 */
export async function claimUnsent(
  db: Database,
  options: { maxAttempts: number; limit: number; leaseSeconds: number },
): Promise<OutboxMail[]> {
  const { maxAttempts, limit } = options;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(
        and(
          isNull(outboxMails.sentAt),
          lt(outboxMails.attempts, maxAttempts),
          or(isNull(outboxMails.lockedUntil), lt(outboxMails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxMails.createdAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) {
      return [];
    }
    return tx
      .update(outboxMails)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})`,
        attempts: sql`${outboxMails.attempts} + 1`,
      })
      .where(
        inArray(
          outboxMails.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(outboxMails)
    .set({ sentAt: new Date(), lockedUntil: null, lastError: null })
    .where(eq(outboxMails.id, id));
}

export async function markFailed(db: Database, id: string, error: string): Promise<void> {
  await db
    .update(outboxMails)
    .set({ lockedUntil: null, lastError: error.slice(0, 500) })
    .where(eq(outboxMails.id, id));
}

/**
 * Gives back leased mails that were not tried (their batch ran out of lease time): not an attempt,
 * and free for the next claim at once.
 */
export async function releaseUntried(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await db
    .update(outboxMails)
    .set({ lockedUntil: null, attempts: sql`greatest(${outboxMails.attempts} - 1, 0)` })
    .where(and(inArray(outboxMails.id, ids), isNull(outboxMails.sentAt)));
}
