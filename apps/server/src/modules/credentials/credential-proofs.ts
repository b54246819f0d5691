import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";

/** How long a passed step 1 of the e-mail change lets step 2 through (docs/accounts.md). */
export const MAIL_CHANGE_PROOF_TTL_SECONDS = 10 * 60;

function live(accountId: string) {
  return and(
    eq(accountTokens.accountId, accountId),
    eq(accountTokens.purpose, "mail_change"),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );
}

/**
 * Records that the account's customer just proved their address and password: an `account_tokens`
 * row (shared by every process) bound to the account, valid 10 minutes. SPEC 7's step 2 body has
 * no room for a token, so none is handed out: the random key only makes the row unique. Earlier
 * live proofs are spent, so an account has at most one.
 */
export async function recordMailChangeProof(db: Database, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(accountTokens).set({ usedAt: new Date() }).where(live(accountId));
    await tx.insert(accountTokens).values({
      tokenHash: createHash("sha256").update(randomBytes(32)).digest("hex"),
      accountId,
      purpose: "mail_change",
      expiresAt: new Date(Date.now() + MAIL_CHANGE_PROOF_TTL_SECONDS * 1000),
    });
  });
}

/** Spends the account's live proof in the caller's transaction; false when there is none. */
export async function consumeMailChangeProof(tx: Transaction, accountId: string): Promise<boolean> {
  const rows = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(live(accountId))
    .returning({ accountId: accountTokens.accountId });
  return rows.length > 0;
}
