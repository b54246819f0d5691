import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { showSessions } from "./catalog.ts";

export const BOOKING_STATUSES = ["CONFIRMED", "CANCELLED", "PENDING"] as const;

/** SPEC 3 "E-ticket" payment. */
export type BookingPayment = { bookingDate: string; means: string; totalAmount: number; currency: string };

/** A customer's booking of seats at one session (SPEC 3 "E-ticket"; SPEC 4: only CONFIRMED are listed). */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
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
    check("bookings_status_check", sql`${t.status} in ('CONFIRMED', 'CANCELLED', 'PENDING')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
