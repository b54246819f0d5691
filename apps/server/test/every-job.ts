// One run of every periodic job the server starts (app.ts, server.ts), each through its exported run
// function, all at once: what a server process does when its timers fire together. The jobs test
// (jobs-run-once.test.ts) runs this in three processes on one PostgreSQL database at the same moment
// (every-job-process.ts), or three times at once in its own process on PGlite.
import type { FastifyBaseLogger } from "fastify";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { cardOrderHandler } from "../src/modules/card-sales/card-sales.service.ts";
import { sendDueGifts } from "../src/modules/card-sales/gift-delivery.job.ts";
import { runWishlistAlerts } from "../src/modules/feelings/wishlist-alert.job.ts";
import { createMarketingMailer } from "../src/modules/newsletter/marketing-mail.ts";
import { startOutboxSender } from "../src/modules/outbox/outbox.sender.ts";
import { mollieRestProvider } from "../src/modules/payments/mollie-rest-provider.ts";
import { createPayments } from "../src/modules/payments/payments.service.ts";
import { reconcileOrders } from "../src/modules/payments/reconciliation.job.ts";
import { deleteExpiredRows } from "../src/modules/purge/purge.repository.ts";
import { debitCollector, submitDebits } from "../src/modules/subscribe/debits.ts";
import { invoiceOrderHandler } from "../src/modules/subscribe/invoice-order.ts";
import { runBilling } from "../src/modules/subscription/subscription.billing.ts";
import { expireHolds } from "../src/modules/tunnel/hold-expiry.job.ts";

export interface EveryJobOptions {
  db: Database;
  /** Mollie's API root (…/v2/) of the provider stand-in. */
  providerUrl: string;
  smtpUrl: string;
  /** The billing job's chain day. */
  billingDay: string;
}

const quiet = {
  warn() {},
  error() {},
  info() {},
  debug() {},
} as unknown as FastifyBaseLogger;

/** What each job's run answered, as the job reports it. */
export async function runEveryJob(options: EveryJobOptions) {
  const { db } = options;
  const now = new Date();
  const config = loadConfig({ PORT: "3000", APP_ENV: "dev", LOG_LEVEL: "silent" });
  const payments = createPayments({
    db,
    provider: mollieRestProvider({ apiKey: "test_jobs", apiEndpoint: () => options.providerUrl }),
    webhookUrl: () => "http://127.0.0.1:9/api/payments/webhook",
    log: quiet,
  });
  const collect = debitCollector(payments);
  payments.handle("invoice", invoiceOrderHandler({ collect }));
  payments.handle("giftCard", cardOrderHandler());
  const mailer = await createMarketingMailer({ db, config });

  const [purge, wishlist, debits, billing, gifts, reconciliation, holds] = await Promise.all([
    deleteExpiredRows(db),
    runWishlistAlerts({ db, mailer, config, now }),
    submitDebits(db, payments, { now, log: quiet }),
    runBilling(db, { today: options.billingDay, collect }),
    sendDueGifts(db, now),
    reconcileOrders(db, payments, { now, log: quiet }),
    expireHolds(db),
  ]);
  // The outbox last: every mail the jobs above queued in this process is committed by now; one
  // queued by another process is sent by that process's own flush, if no flush took it before.
  const sender = startOutboxSender({
    db,
    smtpUrl: options.smtpUrl,
    from: "Cinélux <noreply@cinelux.example>",
    log: quiet,
    intervalMs: 60_000,
  });
  let mailed = 0;
  try {
    for (let delivered = await sender.flush(); delivered > 0; delivered = await sender.flush()) {
      mailed += delivered;
    }
  } finally {
    sender.stop();
  }
  return { purge, wishlist, debits, billing, gifts, reconciliation, holds, mailed };
}

export type EveryJobResult = Awaited<ReturnType<typeof runEveryJob>>;
