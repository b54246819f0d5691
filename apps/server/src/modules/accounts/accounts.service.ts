import type { AccountResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { AccountRow } from "../../db/schema/index.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { toAccountResponse } from "./accounts.presenter.ts";
import { findAccountById } from "./accounts.repository.ts";

// A cached row is presented once, not on every read; it goes when the row leaves the cache.
const presentedRows = new WeakMap<AccountRow, AccountResponse>();

export async function getOwnAccount(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<AccountResponse> {
  const row = await options.cache.read(options.accountId, () =>
    findAccountById(options.db, options.accountId),
  );
  if (!row) {
    // A valid token for an account that no longer exists (deleted since sign-in).
    throw new AppError("UNAUTHORIZED", "This account no longer exists.");
  }
  let presented = presentedRows.get(row);
  if (!presented) {
    presented = toAccountResponse(row);
    presentedRows.set(row, presented);
  }
  return presented;
}
