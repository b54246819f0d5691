import type { Database } from "../../db/client.ts";
import type { AccountRow, NewAccountRow } from "../../db/schema/index.ts";
import type { AccountCache } from "./account-cache.ts";
import { findAccountById, lockAccountById, updateAccountById } from "./accounts.repository.ts";

/** The account settings an unsubscribe link may turn off (docs/newsletter.md). */
export type MarketingMailSetting = keyof Pick<
  AccountRow,
  "mailCommunicationOptin" | "generalCommunicationOptin" | "filmnewsMail" | "filmtipsMail"
>;

/** The account behind an unsubscribe token, through the read cache; undefined once it is deleted. */
export async function findAccountForUnsubscribe(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<AccountRow | undefined> {
  return options.cache.read(options.accountId, () => findAccountById(options.db, options.accountId));
}

/**
 * Turns the named settings off in one transaction on the locked row; a setting already off stays
 * off (an unsubscribe is idempotent). The row after the change, or undefined when the account is gone.
 */
export async function turnOffMarketingMail(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  settings: readonly MarketingMailSetting[];
}): Promise<AccountRow | undefined> {
  const { db, cache, accountId } = options;
  const values: Partial<NewAccountRow> = Object.fromEntries(options.settings.map((s) => [s, false]));
  const row = await db.transaction(async (tx) => {
    const account = await lockAccountById(tx, accountId);
    if (!account) {
      return undefined;
    }
    if (options.settings.every((setting) => !account[setting])) {
      return account;
    }
    return updateAccountById(tx, accountId, values);
  });
  // As notifications.service.ts: the trigger's NOTIFY reaches the other processes; this one reads its write.
  cache.evict(accountId);
  return row;
}
