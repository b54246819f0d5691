import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { showSessions } from "./catalog.ts";
import { bytea, createdAt, ownerAccountId } from "./columns.ts";

/** REFUNDED: cancelled by the customer and paid back (a `refunds` row holds the refund). */
export const BOOKING_STATUSES = ["CONFIRMED", "CANCELLED", "PENDING", "REFUNDED"] as const;

/** SPEC 3 "E-ticket" payment. */
export type BookingPayment = { bookingDate: string; means: string; totalAmount: number; currency: string };

/**
 * What paid for a booking made in the tunnel, kept so a cancel gives each back the way it came
 * (docs/domain/booking.md "Cancel"): the order paid by card, the places taken from prepaid cards and
 * vouchers, the amounts taken from gift cards, the pass supplements put on the monthly invoice.
 */
export interface BookingPaidWith {
  orderId: string | null;
  cardCents: number;
  /** The seats each pass card took (a pass admits its people once per session). */
  passes: { cardId: string; seats: number }[];
  prepaid: { cardId: string; places: number }[];
  giftCards: { cardId: string; cents: number }[];
  supplementIds: string[];
}

/**
 * The numbers of the bookings made on the site (CLX-FR-100001): above every number the demo seed
 * gives, so a booked ticket never takes a seeded one's.
 */
export const bookingNumbers = pgSequence("booking_number_seq", { startWith: 100_001 });

/** A customer's booking of seats at one session (SPEC 3 "E-ticket"; SPEC 4: only CONFIRMED are listed). */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** null for a guest's booking, which has `buyer_mail` instead (one of them, the check says). */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    /** A guest's address: where the e-ticket went. */
    buyerMail: text("buyer_mail"),
    /**
     * A guest's booking: the sha-256 of the manage key its e-ticket mail's link carries (32 random
     * bytes, never stored); null for a customer's, which the customer area reaches.
     */
    manageKeyHash: bytea("manage_key_hash"),
    bookingRef: text("booking_ref").notNull().unique(),
    // No cascade: a booking outlives nothing silently; a session with bookings cannot be deleted.
    sessionId: uuid("session_id")
      .notNull()
      .references(() => showSessions.id),
    status: text("status", { enum: BOOKING_STATUSES }).notNull(),
    seats: text("seats").array().notNull(),
    seatType: text("seat_type").notNull(),
    payment: jsonb("payment").$type<BookingPayment>().notNull(),
    options: jsonb("options")
      .$type<{ label: string; quantity: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    refundable: boolean("refundable").notNull().default(false),
    /** A booking made in the tunnel: what paid for what; null for the seeded ones. */
    paidWith: jsonb("paid_with").$type<BookingPaidWith>(),
    /**
     * What the cinema's entrance scans (SPEC 3 `code`, shown as a QR code): 20 random hex digits,
     * unguessable, unlike the sequential booking number told at the counter.
     */
    code: text("code").notNull().unique().default(sql`upper(substr(md5(gen_random_uuid()::text), 1, 20))`),
    createdAt: createdAt(),
    /**
     * The session's start, copied by triggers (migration 0010) on every insert, on a change of
     * session and when a session is moved, so the ticket count reads one index. The default only
     * lets an insert leave it out: the trigger always overwrites it.
     */
    sessionStartsAt: timestamp("session_starts_at", { withTimezone: true })
      .notNull()
      .default(sql`'-infinity'`),
  },
  (t) => [
    index("bookings_account_status_idx").on(t.accountId, t.status),
    index("bookings_session_idx").on(t.sessionId),
    // GET /api/accounts/me/tickets/count: only the tickets to come are read, whatever the history.
    index("bookings_account_upcoming_idx")
      .on(t.accountId, t.sessionStartsAt)
      .where(sql`${t.status} = 'CONFIRMED'`),
    check("bookings_owner_check", sql`num_nonnulls(${t.accountId}, ${t.buyerMail}) = 1`),
    check("bookings_status_check", sql`${t.status} in ('CONFIRMED', 'CANCELLED', 'PENDING', 'REFUNDED')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** The money given back when a customer cancels a refundable ticket (GET /api/ec/cancel/{id}). */
export const refunds = pgTable("refunds", {
  id: uuid("id").primaryKey().defaultRandom(),
  // One refund per booking: a second cancel finds the booking REFUNDED and records nothing.
  bookingId: uuid("booking_id")
    .notNull()
    .unique()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** EUR cents: the booking's whole payment. */
  amount: integer("amount").notNull(),
  /** The payment's means: the refund goes back the way the money came. */
  means: text("means").notNull(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }).notNull().defaultNow(),
});

export const TICKET_AUDIT_ACTIONS = ["sendmail", "cancel"] as const;

/**
 * Every ticket mail sent and every cancellation, by whom and when: the audit of a
 * cancel, and the count behind the per-customer limit on ticket mails (docs/domain/etickets.md).
 */
export const ticketAudit = pgTable(
  "ticket_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: ownerAccountId(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    action: text("action", { enum: TICKET_AUDIT_ACTIONS }).notNull(),
    /** sendmail: the recipient; cancel: the status before and the refund. */
    detail: jsonb("detail").$type<Record<string, string | number>>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("ticket_audit_account_action_at_idx").on(t.accountId, t.action, t.at)],
);
