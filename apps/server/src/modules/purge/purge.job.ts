import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { startPeriodicJob } from "../../lib/periodic-job.ts";
import { deleteExpiredRows, type PurgeCounts } from "./purge.repository.ts";

/** Every five minutes: expired rows never pile up for long, and a purge stays small. */
export const PURGE_INTERVAL_MS = 5 * 60_000;

export interface PurgeJob {
  /** Stops the timer and waits for a purge under way. */
  stop(): Promise<void>;
  /** Purges now (also what each tick does); undefined when another process holds the lock. */
  runOnce(): Promise<PurgeCounts | undefined>;
}

/**
 * Deletes expired identity and security rows periodically (docs/identity.md "Purge"): provider payloads,
 * sign-in failure windows, captcha answers, spent links, revoked grants, rate-limit counters.
 * The timer is unref'd (it never keeps the process alive); several processes are safe (advisory lock).
 */
export function startPurgeJob(options: {
  db: Database;
  log: Pick<FastifyBaseLogger, "error" | "info">;
  intervalMs?: number;
}): PurgeJob {
  const { db, log } = options;
  return startPeriodicJob({
    run: () =>
      deleteExpiredRows(db).then((counts) => {
        if (counts && Object.values(counts).some((count) => count > 0)) {
          log.info({ purged: counts }, "expired rows purged");
        }
        return counts;
      }),
    onError: (err) => {
      log.error({ err }, "purge of expired rows failed");
    },
    intervalMs: options.intervalMs ?? PURGE_INTERVAL_MS,
  });
}
