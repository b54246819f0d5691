import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { claimUnsent, markFailed, markSent, releaseUntried } from "./outbox.repository.ts";

const MAX_ATTEMPTS = 8;
const BATCH = 20;
const INTERVAL_MS = 5_000;
/**
 * A claimed batch is this process's for that long; no other process sends its mails meanwhile. The
 * batch stops before a mail whose send could outlast the lease (SEND_BUDGET_MS each, the transport's
 * timeouts below), so a mail is never sent after its lease ended and taken by another process too.
 */
const LEASE_SECONDS = 5 * 60;
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;
const SEND_BUDGET_MS = 2 * CONNECTION_TIMEOUT_MS + SOCKET_TIMEOUT_MS;

export interface OutboxSender {
  /** Sends what is waiting now; resolves with the number of mails delivered. */
  flush(): Promise<number>;
  stop(): void;
}

/** Delivers outbox rows by SMTP; a failed row stays and is retried up to MAX_ATTEMPTS times. */
export function startOutboxSender(options: {
  db: Database;
  smtpUrl: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  leaseSeconds?: number;
}): OutboxSender {
  const leaseSeconds = options.leaseSeconds ?? LEASE_SECONDS;
  // nodemailer's own timeouts (2 min to connect, 10 min of silence) would let one mail outlast a lease.
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  // One flush at a time: a slow SMTP server must not pile up overlapping batches.
  let busy = false;

  const flush = async (): Promise<number> => {
    let delivered = 0;
    // Measured on this process's clock from before the claim: the lease ends no sooner than this.
    const leaseEnds = performance.now() + leaseSeconds * 1000;
    const batch = await claimUnsent(options.db, {
      maxAttempts: MAX_ATTEMPTS,
      limit: BATCH,
      leaseSeconds,
    });
    for (const [index, mail] of batch.entries()) {
      if (performance.now() + SEND_BUDGET_MS > leaseEnds) {
        await releaseUntried(
          options.db,
          batch.slice(index).map((untried) => untried.id),
        );
        break;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // List-Unsubscribe and List-Unsubscribe-Post on marketing mails (docs/newsletter.md).
          headers: mail.headers,
          // A ticket's QR code and calendar file.
          attachments: mail.attachments.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: file.base64,
            encoding: "base64",
          })),
        });
        await markSent(options.db, mail.id);
        delivered += 1;
      } catch (error) {
        options.log.warn({ mailId: mail.id, err: error }, "outbox delivery failed");
        await markFailed(options.db, mail.id, error instanceof Error ? error.message : String(error));
      }
    }
    return delivered;
  };

  const timer = setInterval(() => {
    if (busy) {
      return;
    }
    busy = true;
    flush()
      .catch((error: unknown) => {
        options.log.error({ err: error }, "outbox flush failed");
      })
      .finally(() => {
        busy = false;
      });
  }, options.intervalMs ?? INTERVAL_MS);
  timer.unref();

  return {
    flush,
    stop() {
      clearInterval(timer);
      transport.close();
    },
  };
}
