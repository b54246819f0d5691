import { type InterestsResponse, interestChoices, type Language } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { AccountCache } from "./account-cache.ts";
import { getOwnAccount } from "./accounts.service.ts";

/** GET /api/interests: the genres and events a customer can pick, labelled in `language` (default: the account's). */
export async function listInterests(options: {
  db: Database;
  cache: AccountCache;
  accountId: string;
  language?: Language | undefined;
}): Promise<InterestsResponse> {
  const language =
    options.language ??
    (await getOwnAccount({ db: options.db, cache: options.cache, accountId: options.accountId })).language;
  return interestChoices(language);
}
