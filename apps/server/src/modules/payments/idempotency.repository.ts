import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/** Claims the key for this request; undefined when the scope already used it (then read it). */
export async function claimKey(
  db: Database,
  row: { scope: string; key: string; requestHash: string },
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function findKey(db: Database, scope: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeAnswer(
  db: Database,
  scope: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: answer.status, responseBody: answer.body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Frees a key whose request failed, so the same attempt may be sent again. */
export async function releaseKey(db: Database, scope: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        isNull(idempotencyKeys.responseStatus),
      ),
    );
}
