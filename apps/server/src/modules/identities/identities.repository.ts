import type { IdentityProvider } from "@cinelux/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accounts, type LinkedIdentityRow, linkedIdentities } from "../../db/schema/index.ts";

/** The account a signed-in upstream identity belongs to, if it was linked (identity/upstream). */
export async function findAccountIdByUpstream(
  db: Database,
  provider: IdentityProvider,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: linkedIdentities.accountId })
    .from(linkedIdentities)
    .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)))
    .limit(1);
  return row?.accountId;
}

/** The account's own sign-in (its address and whether it has a password), its row locked. */
export async function lockSignInAccount(
  tx: Transaction,
  accountId: string,
): Promise<{ id: string; mail: string; hasPassword: boolean } | undefined> {
  const [row] = await tx
    .select({ id: accounts.id, mail: accounts.mail, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("update");
  return row ? { id: row.id, mail: row.mail, hasPassword: Boolean(row.passwordHash) } : undefined;
}

export async function findSignInAccount(
  db: Database,
  accountId: string,
): Promise<{ id: string; mail: string; hasPassword: boolean } | undefined> {
  const [row] = await db
    .select({ id: accounts.id, mail: accounts.mail, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ? { id: row.id, mail: row.mail, hasPassword: Boolean(row.passwordHash) } : undefined;
}

export async function listLinkedIdentities(
  db: Database | Transaction,
  accountId: string,
): Promise<LinkedIdentityRow[]> {
  return db
    .select()
    .from(linkedIdentities)
    .where(eq(linkedIdentities.accountId, accountId))
    .orderBy(asc(linkedIdentities.linkedAt), asc(linkedIdentities.id));
}

export async function findUpstreamIdentity(
  db: Database | Transaction,
  provider: IdentityProvider,
  subject: string,
): Promise<LinkedIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(linkedIdentities)
    .where(and(eq(linkedIdentities.provider, provider), eq(linkedIdentities.subject, subject)))
    .limit(1);
  return row;
}

/** Inserts the link; undefined when a unique index refused it (the upstream identity or the provider taken). */
export async function insertLinkedIdentity(
  tx: Transaction,
  values: {
    accountId: string;
    provider: IdentityProvider;
    subject: string;
    name: string;
    mail: string | null;
  },
): Promise<LinkedIdentityRow | undefined> {
  const [row] = await tx.insert(linkedIdentities).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteLinkedIdentity(tx: Transaction, accountId: string, id: string): Promise<void> {
  await tx
    .delete(linkedIdentities)
    .where(and(eq(linkedIdentities.accountId, accountId), eq(linkedIdentities.id, id)));
}
