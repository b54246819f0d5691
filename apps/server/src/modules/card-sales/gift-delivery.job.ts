import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { localDateOf } from "../../lib/local-time.ts";
import { type PeriodicJob, startPeriodicJob } from "../../lib/periodic-job.ts";
import { lockDueGifts } from "./card-issue.repository.ts";
import { sendDueGift } from "./card-sales.service.ts";

/** Gifts sent per transaction: a day's gifts go out in a few short transactions. */
const BATCH = 50;
export const GIFT_DELIVERY_INTERVAL_MS = 15 * 60_000;

/**
 * Sends the gifts whose day has come (docs/domain/payments.md "Gifts"): the card is issued and mailed
 * to its recipient on the chain's calendar day the buyer chose. Rows are taken with SKIP LOCKED, so
 * several processes send each gift once.
 */
export async function sendDueGifts(db: Database, now: Date): Promise<number> {
  const today = localDateOf(now);
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDueGifts(tx, today, BATCH);
      for (const order of due) {
        await sendDueGift(tx, order, today);
      }
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) {
      return sent;
    }
  }
}

export function startGiftDeliveryJob(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  clock?: () => Date;
}): PeriodicJob<number> {
  const clock = options.clock ?? (() => new Date());
  return startPeriodicJob({
    run: async () => {
      const sent = await sendDueGifts(options.db, clock());
      if (sent > 0) {
        options.log.info({ gifts: sent }, "gifts sent");
      }
      return sent;
    },
    onError: (err) => options.log.error({ err }, "sending the day's gifts failed"),
    intervalMs: GIFT_DELIVERY_INTERVAL_MS,
    firstRunMs: 120_000,
  });
}
