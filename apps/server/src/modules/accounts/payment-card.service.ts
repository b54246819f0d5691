import type { AccountResponse } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { accountGone } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { toAccountResponse } from "./accounts.presenter.ts";
import { lockAccountById, updateAccountById } from "./accounts.repository.ts";

/**
 * DELETE /api/accounts/me/cards/cb: forgets the saved bank card (SPEC 3 "card"), whose three columns
 * are cleared together on the locked account row. Idempotent (docs/my-data.md): without a card it
 * writes nothing and answers the account as it is, so a retried or doubled request is not an error.
 */
export async function removePaymentCard(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<AccountResponse> {
  const { db, cache, accountId } = options;
  const row = await db.transaction(async (tx) => {
    const current = await lockAccountById(tx, accountId);
    if (!current) {
      throw accountGone();
    }
    if (
      current.cardLastDigits === null &&
      current.cardExpirationDate === null &&
      current.cardBrand === null
    ) {
      return current;
    }
    return updateAccountById(tx, accountId, {
      cardLastDigits: null,
      cardExpirationDate: null,
      cardBrand: null,
    });
  });
  // The NOTIFY trigger evicts every process's copy soon; this process reads its own write at once.
  cache.evict(accountId);
  return toAccountResponse(row);
}
