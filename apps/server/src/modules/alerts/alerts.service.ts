import {
  type AlertsResponse,
  advanceSubscription,
  alertAccountTypeOf,
  type Language,
  selectAlerts,
} from "@cinelux/contract";
import type { Database } from "../../db/client.ts";
import type { PublicReadCache } from "../../db/notify-cache.ts";
import { subscriptionModelOf } from "../../db/schema/index.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { toAlert } from "./alerts.presenter.ts";
import {
  type AlertRow,
  findAccountLanguage,
  listActiveAlerts,
  listLiveSubscriptions,
} from "./alerts.repository.ts";

const CACHE_KEY = "alerts active";

/**
 * GET /api/alerts?type=ec (SPEC 3 Alert, SPEC 6, SPEC 9): the active alerts for everybody and for the
 * customer's account type (`subscriber` while a pass has not ended, else `customer`), chosen and
 * sorted by the contract's `selectAlerts` (1 warning, 2 infos), content in `language`. The rows are
 * the same for every customer: kept in the process's public read cache, which the alerts table's
 * NOTIFY trigger (migration 0014) clears on any change.
 */
export async function listAlertsForCustomer(options: {
  db: Database;
  accountId: string;
  /** SPEC 7's `language` parameter; without it, the account's language. */
  language: Language | undefined;
  cache?: PublicReadCache | undefined;
  now?: Date;
}): Promise<AlertsResponse> {
  const { db } = options;
  const load = () => listActiveAlerts(db);
  const rows = ((await options.cache?.read(CACHE_KEY, load)) ?? (await load())) as AlertRow[];
  const today = localDateOf(options.now ?? new Date());
  const live = await listLiveSubscriptions(db, options.accountId);
  // A cancellation whose day has come ends the pass even before the billing job stores it.
  const hasPass = live.some(
    (row) => advanceSubscription(subscriptionModelOf(row), today).status !== "canceled",
  );
  const language = options.language ?? (await findAccountLanguage(db, options.accountId)) ?? "fr";
  const alerts = rows.map((row) => toAlert(row, language));
  return selectAlerts(alerts, alertAccountTypeOf({ hasPass }));
}
