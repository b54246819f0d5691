import type { MarketingCategory } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { layOutMail, type MailContent } from "./mail-layout.ts";
import { insertMail, type NewOutboxMail, type OutboxMail } from "./outbox.repository.ts";

/** Every mail the server sends, by the `kind` of its outbox row (mail-layout.test.ts queues each). */
export type MailKind =
  | "verify_mail"
  | "reset_password"
  | "account_exists"
  | "mail_changed"
  | "mail_taken"
  | "account_deleted"
  | "eticket"
  | "eticket_refund"
  | "friend_request"
  | "friend_invitation"
  | "support_case_created"
  | "support_case_answered"
  | "prepaid_offered"
  | "subscription_cancelled"
  | "order_receipt"
  | "order_refunded"
  | "card_issued"
  | "card_gift"
  | "subscription_welcome"
  | "photo_refused"
  | `marketing_${MarketingCategory}`;

/** A mail to queue: who gets it and what it says; the outbox lays every mail out the same way. */
export type QueuedMail = Omit<NewOutboxMail, "kind" | "language" | "subject" | "text" | "html"> & {
  kind: MailKind;
  content: MailContent;
};

/** Queues a mail in the caller's transaction, so a failed write queues nothing. */
export async function enqueueMail(options: {
  db: Database | Transaction;
  mail: QueuedMail;
}): Promise<OutboxMail> {
  const { content, ...mail } = options.mail;
  return insertMail(options.db, { ...mail, ...layOutMail(content) });
}
