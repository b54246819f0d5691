import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Database } from "../../db/client.ts";
import { claimUnsent, markFailed, markSent } from "./outbox.repository.ts";

const MAX_ATTEMPTS = 8;
const BATCH = 20;
const INTERVAL_MS = 5_000;

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
}): OutboxSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  // One flush at a time: a slow SMTP server must not pile up overlapping batches.
  let busy = false;

  const flush = async (): Promise<number> => {
    let delivered = 0;
    for (const mail of await claimUnsent(options.db, MAX_ATTEMPTS, BATCH)) {
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
