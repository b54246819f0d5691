import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import { type PeriodicJob, startPeriodicJob } from "../../lib/periodic-job.ts";
import { listStalePendingOrders } from "./orders.repository.ts";
import type { Payments } from "./payments.service.ts";

/** An order still pending this long after it was made is asked about (a webhook may have been lost). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
export const RECONCILE_INTERVAL_MS = 5 * 60_000;
/** Orders looked at per run: a backlog drains over a few runs, never in one long burst. */
const RECONCILE_BATCH = 200;

export interface ReconciliationResult {
  looked: number;
  settled: number;
  expired: number;
  failed: number;
}

/**
 * Asks the provider about every order still pending 15 minutes after it was made, and gives up on
 * those past their time (docs/domain/payments.md "Reconciliation"). Each order moves under its row
 * lock, so several processes running this at once move it once.
 */
export async function reconcileOrders(
  db: Database,
  payments: Payments,
  options: { now: Date; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<ReconciliationResult> {
  const result: ReconciliationResult = { looked: 0, settled: 0, expired: 0, failed: 0 };
  const stale = await listStalePendingOrders(
    db,
    new Date(options.now.getTime() - RECONCILE_AFTER_MS),
    RECONCILE_BATCH,
  );
  for (const order of stale) {
    result.looked++;
    try {
      const synced = order.providerPaymentId
        ? await payments.sync(order.providerPaymentId, "reconciliation")
        : order;
      if (synced && synced.status !== "pending") {
        result.settled++;
      } else if (order.expiresAt <= options.now) {
        const expired = await payments.expire(order);
        if (expired?.status === "expired") {
          result.expired++;
        }
      }
    } catch (err) {
      result.failed++;
      options.log.warn(
        { err, orderId: order.id },
        "an order could not be reconciled; the next run tries again",
      );
    }
  }
  return result;
}

export function startReconciliationJob(options: {
  db: Database;
  payments: Payments;
  log: Pick<FastifyBaseLogger, "warn" | "error" | "info">;
  clock?: () => Date;
  intervalMs?: number;
}): PeriodicJob<ReconciliationResult> {
  const clock = options.clock ?? (() => new Date());
  return startPeriodicJob({
    run: async () => {
      const result = await reconcileOrders(options.db, options.payments, { now: clock(), log: options.log });
      if (result.settled + result.expired > 0) {
        options.log.info({ reconciliation: result }, "pending orders reconciled");
      }
      return result;
    },
    onError: (err) => options.log.error({ err }, "order reconciliation failed"),
    intervalMs: options.intervalMs ?? RECONCILE_INTERVAL_MS,
    firstRunMs: 90_000,
  });
}
