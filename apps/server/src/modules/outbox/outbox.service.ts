import type { Database, Transaction } from "../../db/client.ts";
import { insertMail, type NewOutboxMail, type OutboxMail } from "./outbox.repository.ts";

/** Queues a mail in the caller's transaction, so a failed write queues nothing. */
export async function enqueueMail(options: {
  db: Database | Transaction;
  mail: NewOutboxMail;
}): Promise<OutboxMail> {
  return insertMail(options.db, options.mail);
}
