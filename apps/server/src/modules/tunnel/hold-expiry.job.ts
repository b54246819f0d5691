import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type PeriodicJob, startPeriodicJob } from "../../lib/periodic-job.ts";
import { deleteExpiredClaims } from "./tunnel.repository.ts";

/** Seats of an expired hold come back within a minute even if nobody asks for them. */
export const HOLD_EXPIRY_INTERVAL_MS = 30_000;
/** Claims deleted per statement: a backlog drains in short statements, never one long lock. */
const BATCH = 1_000;
/** Statements per run at most; the next run takes the rest. */
const MAX_BATCHES = 20;

/** Deletes the claims of expired holds (docs/domain/booking.md "Holds"); answers how many went. */
export async function expireHolds(db: Database): Promise<number> {
  let deleted = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const count = await deleteExpiredClaims(db, BATCH);
    deleted += count;
    if (count < BATCH) {
      break;
    }
  }
  return deleted;
}

/**
 * Every 30 s on the app's database. Reads never count an expired hold's claim anyway; this gives the
 * rows back so the table stays the size of what is taken. Safe on several processes: each claim is
 * taken with FOR UPDATE SKIP LOCKED and deleted once.
 */
export function startHoldExpiryJob(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, "error" | "debug">;
  intervalMs?: number;
}): PeriodicJob<number> {
  return startPeriodicJob({
    run: async () => {
      const deleted = await expireHolds(options.db);
      if (deleted > 0) {
        options.log.debug({ deleted }, "expired holds' seats given back");
      }
      return deleted;
    },
    onError: (err) => options.log.error({ err }, "expiring holds failed"),
    intervalMs: options.intervalMs ?? HOLD_EXPIRY_INTERVAL_MS,
  });
}
