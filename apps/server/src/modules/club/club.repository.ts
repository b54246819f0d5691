import { eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { accounts, advantages, type NewAdvantageRow } from "../../db/schema/index.ts";

/**
 * Makes the account a Club member (the `account_changed` trigger evicts caches): "joined", or
 * "member" when it already was, or "gone" when the account no longer exists.
 */
export async function markMember(tx: Transaction, accountId: string): Promise<"joined" | "member" | "gone"> {
  const [before] = await tx
    .select({ member: accounts.hasLoyalty })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("update");
  if (!before) {
    return "gone";
  }
  if (before.member) {
    return "member";
  }
  await tx
    .update(accounts)
    .set({ hasLoyalty: true, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
  return "joined";
}

export async function grantAdvantage(tx: Transaction, row: NewAdvantageRow): Promise<void> {
  await tx.insert(advantages).values(row).onConflictDoNothing();
}
