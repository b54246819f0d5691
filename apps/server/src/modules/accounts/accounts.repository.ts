import { eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { rowMapper } from "../../db/row-mapper.ts";
import { type AccountRow, accounts, type NewAccountRow } from "../../db/schema/index.ts";
import { normalizeMail } from "../../lib/mail-address.ts";

const toAccountRow = rowMapper(accounts);
type RawRows = { all(values: Record<string, unknown>): Promise<Record<string, unknown>[]> };

function prepareFindById(db: Database) {
  return db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_account_by_id");
}

// The hottest query (every signed-in request): built once per database and prepared on each
// connection; rows are mapped by rowMapper, which is several times cheaper than drizzle's mapper.
const findByIdStatements = new WeakMap<Database, ReturnType<typeof prepareFindById>>();

export async function findAccountById(
  db: Database | Transaction,
  id: string,
): Promise<AccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  if ("rollback" in db) {
    const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return row;
  }
  let statement = findByIdStatements.get(db);
  if (!statement) {
    statement = prepareFindById(db);
    findByIdStatements.set(db, statement);
  }
  // `all()` (driver rows, untyped in drizzle's declarations) exists on both the pg and PGlite drivers.
  const [raw] = await (statement as unknown as RawRows).all({ id });
  return raw ? toAccountRow(raw) : undefined;
}

export async function findAccountByMail(
  db: Database | Transaction,
  mail: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(accounts.mail, normalizeMail(mail)))
    .limit(1);
  return row;
}

export async function insertAccount(db: Database | Transaction, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await db
    .insert(accounts)
    .values({ ...values, mail: normalizeMail(values.mail) })
    .returning();
  if (!row) {
    throw new Error("insert returned no account");
  }
  return row;
}

/** The account row, locked until the transaction ends, so two changes to one account never interleave. */
export async function lockAccountById(tx: Transaction, id: string): Promise<AccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).limit(1).for("update");
  return row;
}

export async function updateAccountById(
  tx: Transaction,
  id: string,
  values: Partial<NewAccountRow>,
): Promise<AccountRow> {
  const [row] = await tx
    .update(accounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  if (!row) {
    throw new Error("update returned no account");
  }
  return row;
}

/** A new password (reset link); the account's mail, or undefined when the account is gone. */
export async function setPasswordHash(
  tx: Transaction,
  accountId: string,
  passwordHash: string,
): Promise<{ mail: string } | undefined> {
  const [row] = await tx
    .update(accounts)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning({ mail: accounts.mail });
  return row;
}

/** The customer followed the verification link: the mail is verified and no longer asked for. */
export async function markMailVerified(tx: Transaction, accountId: string): Promise<void> {
  const now = new Date();
  await tx
    .update(accounts)
    .set({ mailVerifiedAt: now, mustVerifyMail: false, updatedAt: now })
    .where(eq(accounts.id, accountId));
}
