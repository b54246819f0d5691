import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** A file sent with a mail (a ticket's QR code and .ics), its content in base64. */
export type OutboxAttachment = { filename: string; contentType: string; base64: string };

/** Every mail is a row here first (DESIGN.md "Mail"); a sender delivers it when SMTP is configured. */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    language: text("language").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers the sender passes to SMTP, e.g. List-Unsubscribe on marketing mails (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** A sender leases a row while it talks to SMTP, outside any transaction. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("outbox_unsent_idx").on(t.sentAt, t.createdAt)],
);
