import {
  type AlertsResponse,
  advanceSubscription,
  alertAccountTypeOf,
  alertShowsAt,
  alertShowsOn,
  domainFromHost,
  type Language,
  nextAlertChangeAfter,
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

/** What the cache holds: the rows showing when read, and when what shows next changes (epoch ms). */
interface CachedAlerts {
  rows: AlertRow[];
  nextChange: number | null;
}

function scheduleOf(row: AlertRow) {
  return { startsAt: row.startsAt?.toISOString() ?? null, endsAt: row.endsAt?.toISOString() ?? null };
}

/**
 * The active alerts showing at `now` (between their start and end), from the public read cache.
 * NOTIFY clears the cache on a write; a start or an end coming due writes nothing, so the entry also
 * goes once `now` reaches the next start or end among the alerts not ended when it was read.
 */
async function readActiveAlerts(db: Database, cache: PublicReadCache | undefined, now: Date) {
  const load = async (): Promise<CachedAlerts> => {
    const rows = await listActiveAlerts(db, now);
    return {
      rows: rows.filter((row) => alertShowsAt(scheduleOf(row), now.getTime())),
      nextChange: nextAlertChangeAfter(rows.map(scheduleOf), now.getTime()),
    };
  };
  if (!cache) {
    return (await load()).rows;
  }
  const held = cache.peek<CachedAlerts>(CACHE_KEY);
  if (held && held.nextChange !== null && now.getTime() >= held.nextChange) {
    cache.evict(CACHE_KEY);
  }
  return ((await cache.read(CACHE_KEY, load)) ?? (await load())).rows;
}

/**
 * GET /api/alerts?type=ec (SPEC 3 Alert, SPEC 6, SPEC 9): the active alerts for everybody and for the
 * customer's account type (`subscriber` while a pass has not ended, else `customer`), chosen and
 * sorted by the contract's `selectAlerts` (1 warning, 2 infos), content in `language`. Only the
 * alerts between their start and end (alertShowsAt) and on the request's domain (the Host's, as
 * settings and the catalog pick it; an alert without one shows on both). The rows are the same for
 * every customer: kept in the process's public read cache, which the alerts table's NOTIFY trigger
 * (migration 0014) clears on any change, and which expires when a start or an end comes due.
 */
export async function listAlertsForCustomer(options: {
  db: Database;
  accountId: string;
  /** The request's Host: it picks the domain (fr or nl). */
  host: string;
  /** SPEC 7's `language` parameter; without it, the account's language. */
  language: Language | undefined;
  cache?: PublicReadCache | undefined;
  now?: Date;
}): Promise<AlertsResponse> {
  const { db } = options;
  const now = options.now ?? new Date();
  const domain = domainFromHost(options.host).id;
  const rows = (await readActiveAlerts(db, options.cache, now)).filter((row) =>
    alertShowsOn({ domain: row.domain === "fr" || row.domain === "nl" ? row.domain : null }, domain),
  );
  const today = localDateOf(now);
  const live = await listLiveSubscriptions(db, options.accountId);
  // A cancellation whose day has come ends the pass even before the billing job stores it.
  const hasPass = live.some(
    (row) => advanceSubscription(subscriptionModelOf(row), today).status !== "canceled",
  );
  const language = options.language ?? (await findAccountLanguage(db, options.accountId)) ?? "fr";
  const alerts = rows.map((row) => toAlert(row, language));
  return selectAlerts(alerts, alertAccountTypeOf({ hasPass }));
}
