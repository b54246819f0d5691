import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accountTokens } from "../../db/schema/index.ts";

export type LinkPurpose = "verify_mail" | "reset_password";

/**
 * Validity of each single-use link. The reset link lasts 30 minutes at most (docs/identity.md "Reset link").
 */
export const LINK_TTL_SECONDS: Record<LinkPurpose, number> = {
  verify_mail: 7 * 24 * 3600,
  reset_password: 30 * 60,
};

function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Creates a single-use link token; only its hash is stored, so a database leak reveals no link. */
export async function createLinkToken(
  db: Database | Transaction,
  accountId: string,
  purpose: LinkPurpose,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accountTokens).values({
    tokenHash: digest(token),
    accountId,
    purpose,
    expiresAt: new Date(Date.now() + LINK_TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

/** Unknown tokens, used ones and expired ones all fail this. */
function usable(token: string, purpose: LinkPurpose) {
  return and(
    eq(accountTokens.tokenHash, digest(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, new Date()),
  );
}

/** Marks the token used and returns its account, or undefined when unknown, used or expired. */
export async function consumeLinkToken(
  tx: Transaction,
  token: string,
  purpose: LinkPurpose,
): Promise<string | undefined> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId;
}

/**
 * Spends every live link of one purpose of an account: after an e-mail change, a verification link
 * sent to the old address must not verify the new one.
 */
export async function retireLinkTokens(
  tx: Transaction,
  accountId: string,
  purpose: LinkPurpose,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
      ),
    );
}

/** Whether a token could still be used (to show the reset form or an "invalid link" page). */
export async function isLinkTokenUsable(db: Database, token: string, purpose: LinkPurpose): Promise<boolean> {
  const [row] = await db
    .select({ hash: accountTokens.tokenHash })
    .from(accountTokens)
    .where(usable(token, purpose))
    .limit(1);
  return Boolean(row);
}
