import type { AccountResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { accountGone } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { toAccountResponse } from "./accounts.presenter.ts";
import { findAccountById } from "./accounts.repository.ts";

// A cached row is presented once, not on every read; it goes when the row leaves the cache.
const presentedRows = new WeakMap<AccountRow, AccountResponse>();

/** The signed-in customer's row, from the account read cache; 401 when the account was deleted since. */
export async function readOwnAccountRow(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<AccountRow> {
  const row = await options.cache.read(options.accountId, () =>
    findAccountById(options.db, options.accountId),
  );
  if (!row) {
    throw accountGone();
  }
  return row;
}

export async function getOwnAccount(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<AccountResponse> {
  const row = await readOwnAccountRow(options);
  let presented = presentedRows.get(row);
  if (!presented) {
    presented = toAccountResponse(row);
    presentedRows.set(row, presented);
  }
  return presented;
}
