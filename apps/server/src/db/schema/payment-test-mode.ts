import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/**
 * The built-in payment provider (modules/payments/test-mode, docs/domain/payments-test-mode.md): the
 * state of a stand-in that speaks Mollie's REST API in test mode. In the database, so several server
 * processes answer alike and a restart keeps the payments a developer is in the middle of. Ids are
 * Mollie's (`cst_…`, `tr_…`, `mdt_…`, `re_…`); amounts are cents with their currency.
 */

export const paymentTestCustomers = pgTable("payment_test_customers", {
  id: text("id").primaryKey(),
  name: text("name"),
  email: text("email"),
  locale: text("locale"),
  metadata: jsonb("metadata"),
  createdAt: createdAt(),
});

export const paymentTestMandates = pgTable(
  "payment_test_mandates",
  {
    id: text("id").primaryKey(),
    customerId: text("customer_id")
      .notNull()
      .references(() => paymentTestCustomers.id, { onDelete: "cascade" }),
    /** `directdebit` (iDEAL, Bancontact) or `creditcard` (card, Apple Pay). */
    method: text("method").notNull(),
    /** `valid` until revoked, then `invalid`. */
    status: text("status").notNull().default("valid"),
    /** Chosen on the checkout page of the first payment: later debits on this mandate fail. */
    bounces: boolean("bounces").notNull().default(false),
    details: jsonb("details").notNull(),
    mandateReference: text("mandate_reference").notNull(),
    signatureDate: text("signature_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_test_mandates_customer_idx").on(t.customerId, t.createdAt),
    check("payment_test_mandates_status", sql`${t.status} in ('valid', 'invalid')`),
  ],
);

export const paymentTestPayments = pgTable(
  "payment_test_payments",
  {
    id: text("id").primaryKey(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** What has been refunded so far (pending refunds included): never more than the amount. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    description: text("description").notNull(),
    redirectUrl: text("redirect_url"),
    cancelUrl: text("cancel_url"),
    webhookUrl: text("webhook_url"),
    metadata: jsonb("metadata"),
    locale: text("locale"),
    /** The methods the merchant allowed (`method` of the creation), or null for all. */
    allowedMethods: jsonb("allowed_methods").$type<string[]>(),
    /** The method the payment was made with (chosen on the page, or the mandate's). */
    method: text("method"),
    customerId: text("customer_id").references(() => paymentTestCustomers.id, { onDelete: "set null" }),
    mandateId: text("mandate_id").references(() => paymentTestMandates.id, { onDelete: "set null" }),
    sequenceType: text("sequence_type").notNull(),
    status: text("status").notNull(),
    /** A pending payment resolves to this status at `resolvesAt` (a recurring debit). */
    resolvesTo: text("resolves_to"),
    resolvesAt: timestamp("resolves_at", { withTimezone: true }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_test_payments_due_idx").on(t.resolvesAt),
    check(
      "payment_test_payments_status",
      sql`${t.status} in ('open', 'pending', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check("payment_test_payments_sequence", sql`${t.sequenceType} in ('oneoff', 'first', 'recurring')`),
    check("payment_test_payments_amount", sql`${t.amountCents} > 0`),
    // A refund beyond what was paid is refused by the database, whatever two requests race.
    check(
      "payment_test_payments_refunded",
      sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`,
    ),
  ],
);

export const paymentTestRefunds = pgTable(
  "payment_test_refunds",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => paymentTestPayments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    description: text("description").notNull(),
    metadata: jsonb("metadata"),
    /** `pending`, then `refunded` at `resolvesAt`. */
    status: text("status").notNull(),
    resolvesAt: timestamp("resolves_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_test_refunds_payment_idx").on(t.paymentId, t.createdAt),
    check("payment_test_refunds_status", sql`${t.status} in ('pending', 'refunded')`),
    check("payment_test_refunds_amount", sql`${t.amountCents} > 0`),
  ],
);

/**
 * Mollie's idempotency: the same `Idempotency-Key` with the same API key replays the first answer.
 * `status` is null while the first request is still being answered.
 */
export const paymentTestIdempotency = pgTable(
  "payment_test_idempotency",
  {
    apiKey: text("api_key").notNull(),
    key: text("key").notNull(),
    /** Method, path and body of the first request: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    status: integer("status"),
    body: jsonb("body"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.apiKey, t.key] }),
    index("payment_test_idempotency_created_idx").on(t.createdAt),
  ],
);
