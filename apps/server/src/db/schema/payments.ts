import type { Language, OrderKind, OrderStatus, SaleLine } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { createdAt, ownerAccountId, updatedAt } from "./columns.ts";
import { invoices } from "./subscription.ts";

/**
 * Orders, their payments and the ledger of every money movement (docs/domain/payments.md). Amounts
 * are EUR cents. Orders and ledger rows are accounting records: deleting an account keeps them and
 * forgets whose they were (`account_id` set null).
 */

/** A line as the order keeps it: the sale's figures and its label in every language of the site. */
export type OrderLineRecord = SaleLine & { label: Record<Language, string> };

/** What a fulfilment delivered (card ids, a subscription id…), kept on the order for its page and support. */
export type OrderResult = Record<string, string | number | boolean | null | string[]>;

/** One order: what the customer buys, its total computed by the server, and where its payment stands. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** Who is told about the order (the signed-in customer's mail, or the guest's). */
    buyerMail: text("buyer_mail").notNull(),
    language: text("language", { enum: ["fr", "nl", "en"] }).notNull(),
    domain: text("domain", { enum: ["fr", "nl"] }).notNull(),
    kind: text("kind").$type<OrderKind>().notNull(),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    /** The order's title in every language (its page, the provider's description, the receipt). */
    description: jsonb("description").$type<Record<Language, string>>().notNull(),
    lines: jsonb("lines").$type<OrderLineRecord[]>().notNull(),
    totalCents: integer("total_cents").notNull(),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    vatCents: integer("vat_cents").notNull(),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** What the order pays for, in the terms of its kind's handler (a plan, an invoice id, a card type…). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    result: jsonb("result").$type<OrderResult>(),
    /** The provider's payment (Mollie `tr_…`); null until the provider answered. */
    providerPaymentId: text("provider_payment_id").unique(),
    checkoutUrl: text("checkout_url"),
    /** The site path (after the language) the customer goes to once it is paid; null for a guest. */
    nextPath: text("next_path"),
    /** After this the order gives up (expired): a payment arriving later is refunded. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /**
     * The reconciliation job's lease (modules/payments/reconciliation.job.ts): until then one process
     * is asking the provider about this pending order and no other asks again.
     */
    reconcileClaimedUntil: timestamp("reconcile_claimed_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("orders_account_idx").on(t.accountId, t.createdAt),
    // The reconciliation job reads only these.
    index("orders_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check(
      "orders_status_check",
      sql`${t.status} in ('pending', 'paid', 'failed', 'canceled', 'expired', 'refunded')`,
    ),
    check(
      "orders_kind_check",
      sql`${t.kind} in ('subscription', 'invoice', 'planChange', 'prepaid', 'giftCard', 'booking')`,
    ),
    check(
      "orders_amounts_check",
      sql`${t.totalCents} >= 0 and ${t.refundedCents} between 0 and ${t.totalCents}`,
    ),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** Every status an order took, with what moved it (the api, the webhook, the reconciliation job). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    source: text("source", { enum: ["api", "webhook", "reconciliation", "billing"] }).notNull(),
    /** The provider's status when it moved the order ("paid", "expired"…). */
    providerStatus: text("provider_status"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.at)],
);

/** A movement's status as it changed, oldest first. */
export type LedgerStatusChange = { status: string; at: string };

/**
 * The ledger: one row per money movement at the provider (a payment, a refund, a chargeback, a
 * recurring debit), with what it paid for (an order, an invoice) and every status it went through.
 */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: ["payment", "refund", "chargeback", "recurring_debit"] }).notNull(),
    /** The provider's id of the movement (`tr_…`, `re_…`, `chb_…`): one row each. */
    providerId: text("provider_id").notNull().unique(),
    /** For a refund or a chargeback: the payment it takes money back from. */
    providerPaymentId: text("provider_payment_id"),
    orderId: uuid("order_id").references(() => orders.id),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** Positive: money in for a payment or a debit, money out for a refund or a chargeback. */
    amountCents: integer("amount_cents").notNull(),
    status: text("status").notNull(),
    statusHistory: jsonb("status_history").$type<LedgerStatusChange[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ledger_entries_order_idx").on(t.orderId),
    index("ledger_entries_invoice_idx").on(t.invoiceId),
    check("ledger_entries_amount_check", sql`${t.amountCents} >= 0`),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/**
 * Idempotency keys of the payment-creating calls (Stripe's rules): per caller (`scope`: the account,
 * or the guest's address), the request's hash and, once answered, the answer to replay. Kept a day.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, the route and the canonical body. */
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

/** The provider's customer of an account (Mollie `cst_…`): mandates hang on it. */
export const paymentCustomers = pgTable("payment_customers", {
  accountId: ownerAccountId().primaryKey(),
  providerCustomerId: text("provider_customer_id").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
