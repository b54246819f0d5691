import type { GoodiesResponse, Language } from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import { requireSiteFlag } from "../advantages/advantages.service.ts";
import { toGoodie } from "./wallet.presenter.ts";
import { findValidGoodies } from "./wallet.repository.ts";
import { walletLanguage } from "./wallet.service.ts";

/**
 * GET /api/accounts/me/goodies (SPEC 1 "loyalty advantages and goodies"): the customer's goodies
 * not used and not expired, where the domain's goodiesEnabled flag is on (SPEC 2, like the page).
 */
export async function listGoodies(options: {
  db: Database;
  accountId: string;
  host: string;
  language: Language | undefined;
}): Promise<GoodiesResponse> {
  await requireSiteFlag({ db: options.db, host: options.host, flag: "goodiesEnabled" });
  const language = walletLanguage(options.host, options.language);
  const rows = await findValidGoodies(options.db, options.accountId);
  return rows.map((row) => toGoodie(row, language));
}
