import { count, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import { accountDeletions, accounts, advantages, bookings } from "../../db/schema/index.ts";

/** How many advantages and bookings hang from the account: they go with it (foreign keys cascade). */
export async function countAccountBelongings(
  tx: Transaction,
  accountId: string,
): Promise<{ advantages: number; bookings: number }> {
  const [advantageCount] = await tx
    .select({ n: count() })
    .from(advantages)
    .where(eq(advantages.accountId, accountId));
  const [bookingCount] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(eq(bookings.accountId, accountId));
  return { advantages: advantageCount?.n ?? 0, bookings: bookingCount?.n ?? 0 };
}

export async function insertAccountDeletion(
  tx: Transaction,
  values: { accountId: string; mailSha256: string },
): Promise<void> {
  await tx.insert(accountDeletions).values(values);
}

/** Deletes the account row; every table referencing it cascades (db/schema, account-export.test.ts). */
export async function deleteAccountRow(tx: Transaction, accountId: string): Promise<void> {
  await tx.delete(accounts).where(eq(accounts.id, accountId));
}
