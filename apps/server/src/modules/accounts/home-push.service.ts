import {
  HOME_PUSH_FIELDS,
  type HomePush,
  type HomePushHistory,
  homePushHiddenUntil,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { accountGone } from "../../lib/app-error.ts";
import type { AccountCache } from "./account-cache.ts";
import { lockAccountById, updateAccountById } from "./accounts.repository.ts";
import { readOwnAccountRow } from "./accounts.service.ts";
import { toHomePushHistory } from "./home-push.presenter.ts";

/** GET /api/accounts/me/home-push-history, from the account read cache like GET /api/accounts/me. */
export async function getHomePushHistory(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
}): Promise<HomePushHistory> {
  return toHomePushHistory(await readOwnAccountRow(options));
}

/**
 * POST /api/accounts/me/home-push-history: the customer dismissed `push`; it stays hidden 60 days
 * from now on every device (SPEC 3, 9). A second dismissal starts the 60 days again.
 */
export async function dismissHomePush(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  push: HomePush;
  now?: Date;
}): Promise<HomePushHistory> {
  const { db, cache, accountId, push } = options;
  const until = homePushHiddenUntil(options.now ?? new Date());
  const row = await db.transaction(async (tx) => {
    if (!(await lockAccountById(tx, accountId))) {
      throw accountGone();
    }
    return updateAccountById(tx, accountId, { [HOME_PUSH_FIELDS[push]]: until });
  });
  cache.evict(accountId);
  return toHomePushHistory(row);
}
