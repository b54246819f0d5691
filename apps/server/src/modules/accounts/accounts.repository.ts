import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { type AccountRow, accounts, type NewAccountRow } from "../../db/schema/index.ts";

export async function findAccountById(
  db: Database | Transaction,
  id: string,
): Promise<AccountRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) {
    return undefined;
  }
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
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

export function normalizeMail(mail: string): string {
  return mail.trim().toLowerCase();
}
