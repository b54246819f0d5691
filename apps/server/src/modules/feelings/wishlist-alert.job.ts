import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";
import { createMarketingMailer, type MarketingMailer, siteOriginOf } from "../newsletter/marketing-mail.ts";
import {
  claimWishlistAlert,
  listDueWishlistAlerts,
  markWishlistAlertMailed,
  readAlertParts,
} from "./wishlist-alert.repository.ts";
import { wishlistAlertMail } from "./wishlist-alert-mail.ts";

/**
 * The wishlist alert (docs/domain/feelings.md "Wishlist alert"): when a wished show gets a
 * session to come at one of the customer's favourite cinemas, the customer gets one mail — a
 * marketing mail of the film-news category, so the opt-ins and the unsubscribe link apply — and
 * never a second one for that show (a row per customer and show, kept even when the opt-ins kept
 * the mail from going out). The clock is injected: tests move it.
 */

export const WISHLIST_ALERT_INTERVAL_MS = 15 * 60_000;
/** Later than the other jobs: an alert is no emergency, and a short-lived process (a test) queues no mail. */
export const WISHLIST_ALERT_FIRST_RUN_MS = 5 * 60_000;
/** Pairs read per query; a run goes on until none is left, at most MAX_BATCHES queries. */
const BATCH = 200;
const MAX_BATCHES = 50;

export interface WishlistAlertRunResult {
  alerts: number;
  mailed: number;
}

/** One run: every due alert is claimed and mailed, each in its own transaction. */
export async function runWishlistAlerts(options: {
  db: Database;
  mailer: MarketingMailer;
  config: Pick<Config, "origins" | "publicUrl" | "mailFrom">;
  now: Date;
}): Promise<WishlistAlertRunResult> {
  const { db, mailer, config } = options;
  const result: WishlistAlertRunResult = { alerts: 0, mailed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await listDueWishlistAlerts(db, { now: options.now, limit: BATCH });
    for (const alert of due) {
      const mailed = await db.transaction(async (tx) => {
        if (!(await claimWishlistAlert(tx, alert))) {
          return undefined;
        }
        const parts = await readAlertParts(tx, alert);
        if (!parts) {
          return false;
        }
        const { account } = parts;
        const origin = siteOriginOf(config, account.domain);
        const queued = await mailer.queueMarketingMail(tx, {
          account,
          category: "filmnews",
          ...wishlistAlertMail({
            language: account.language,
            showTitle: parts.show.title,
            cinemaName: parts.cinema.name,
            wishlistUrl: `${origin}/${account.language}/wishlist`,
          }),
        });
        if (queued) {
          await markWishlistAlertMailed(tx, alert);
        }
        return Boolean(queued);
      });
      if (mailed !== undefined) {
        result.alerts += 1;
        result.mailed += mailed ? 1 : 0;
      }
    }
    if (due.length < BATCH) {
      break;
    }
  }
  return result;
}

export interface WishlistAlertJob {
  runOnce(): Promise<WishlistAlertRunResult>;
  stop(): Promise<void>;
}

/** Runs every 15 minutes (the first a moment after the start); one run at a time per process. */
export function startWishlistAlertJob(options: {
  db: Database;
  config: Pick<Config, "origins" | "publicUrl" | "mailFrom">;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  clock?: () => Date;
  intervalMs?: number;
  firstRunMs?: number;
}): WishlistAlertJob {
  const { db, config, log } = options;
  const clock = options.clock ?? (() => new Date());
  let mailer: Promise<MarketingMailer> | undefined;
  return startPeriodicJob({
    run: async () => {
      mailer ??= createMarketingMailer({ db, config });
      const result = await runWishlistAlerts({ db, mailer: await mailer, config, now: clock() });
      if (result.alerts > 0) {
        log.info({ wishlistAlerts: result }, "wishlist alerts sent");
      }
      return result;
    },
    onError: (err) => {
      // A failed mailer load is tried again at the next run.
      mailer = undefined;
      log.error({ err }, "wishlist alerts failed");
    },
    intervalMs: options.intervalMs ?? WISHLIST_ALERT_INTERVAL_MS,
    firstRunMs: options.firstRunMs ?? WISHLIST_ALERT_FIRST_RUN_MS,
  });
}
