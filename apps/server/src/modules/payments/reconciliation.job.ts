import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { OrderRow } from "../../db/schema/index.ts";
import { type PeriodicJob, startPeriodicJob } from "../../lib/periodic-job.ts";
import { claimStalePendingOrders } from "./orders.repository.ts";
import type { Payments } from "./payments.service.ts";

/** An order still pending this long after it was made is asked about (a webhook may have been lost). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
export const RECONCILE_INTERVAL_MS = 5 * 60_000;
/** Orders looked at per run: a backlog drains over a few runs, never in one long burst. */
const RECONCILE_BATCH = 200;
/** Orders claimed per transaction: their lease covers their own provider calls, not a whole run's. */
const RECONCILE_CLAIM = 10;
/**
 * How long a claimed order stays its process's: longer than its claim's provider calls (two of 10 s
 * at most each, mollie-rest-provider.ts, for each of RECONCILE_CLAIM orders), shorter than the
 * interval, so an order still pending is asked about again at the next run.
 */
export const RECONCILE_LEASE_SECONDS = 4 * 60;

export interface ReconciliationResult {
  looked: number;
  settled: number;
  expired: number;
  failed: number;
}

/**
 * Asks the provider about every order still pending 15 minutes after it was made, and gives up on
 * those past their time (docs/domain/payments.md "Reconciliation"). Several processes running this at
 * once share the orders: each is claimed by one of them (a lease on its row), so the provider is asked
 * about it once; and each order moves under its row lock, so it moves once whoever asks.
 */
export async function reconcileOrders(
  db: Database,
  payments: Payments,
  options: { now: Date; log: Pick<FastifyBaseLogger, "warn"> },
): Promise<ReconciliationResult> {
  const result: ReconciliationResult = { looked: 0, settled: 0, expired: 0, failed: 0 };
  const before = new Date(options.now.getTime() - RECONCILE_AFTER_MS);
  while (result.looked < RECONCILE_BATCH) {
    const claimed = await claimStalePendingOrders(db, {
      now: options.now,
      before,
      limit: Math.min(RECONCILE_CLAIM, RECONCILE_BATCH - result.looked),
      leaseSeconds: RECONCILE_LEASE_SECONDS,
    });
    for (const order of claimed) {
      await reconcileOrder(payments, order, options, result);
    }
    if (claimed.length < RECONCILE_CLAIM) {
      break;
    }
  }
  return result;
}

async function reconcileOrder(
  payments: Payments,
  order: OrderRow,
  options: { now: Date; log: Pick<FastifyBaseLogger, "warn"> },
  result: ReconciliationResult,
): Promise<void> {
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
