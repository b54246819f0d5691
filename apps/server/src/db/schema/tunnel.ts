import type { BookingChoicesRequest, BookingQuote, SeatMap } from "@cinelux/contract";
import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { accounts } from "./accounts.ts";
import { bookings } from "./bookings.ts";
import { cinemaHalls, showSessions } from "./catalog.ts";
import { bytea, createdAt, updatedAt } from "./columns.ts";
import { orders } from "./payments.ts";

/**
 * A hall's seat map (docs/domain/booking.md "Seat maps"): the contract's SeatMapSchema, as the seed
 * generates it and the back-office will import it. A session finds its hall by its cinema and its
 * `auditorium_name`.
 */
export const hallSeatMaps = pgTable(
  "hall_seat_maps",
  {
    cinemaId: uuid("cinema_id").notNull(),
    hallName: text("hall_name").notNull(),
    seatMap: jsonb("seat_map").$type<SeatMap>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cinemaId, t.hallName] }),
    foreignKey({
      name: "hall_seat_maps_hall_fk",
      columns: [t.cinemaId, t.hallName],
      foreignColumns: [cinemaHalls.cinemaId, cinemaHalls.name],
    }).onDelete("cascade"),
  ],
);

/**
 * A booking in the tunnel before it is paid: seats held for a customer (`account_id`) or a guest
 * (`token_hash`, the sha-256 of the token answered once at creation), until `expires_at`. Its stage:
 * released once `released_at` is set, expired once `expires_at` has passed, else held; confirmed
 * when the payment makes it a booking (`booking_id`).
 */
export const holds = pgTable(
  "holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => showSessions.id, { onDelete: "cascade" }),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: bytea("token_hash"),
    /** A guest's address for the tickets (HoldRequest `buyerMail`). */
    buyerMail: text("buyer_mail"),
    /** The seats asked, kept after the claims go (released, expired) so the booking still names them. */
    seats: text("seats").array().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The tickets, concessions and gift cards chosen (PATCH /api/bookings/{id}); null before. */
    choices: jsonb("choices").$type<BookingChoicesRequest>(),
    /** What the choices cost, as the server priced them with the choices (the contract's BookingQuote). */
    quote: jsonb("quote").$type<BookingQuote>(),
    /** The order of the last checkout paid by card; null before one. */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // A customer's or a guest's, never both nor neither.
    check("holds_owner_check", sql`num_nonnulls(${t.accountId}, ${t.tokenHash}) = 1`),
    // A new choice replaces the customer's hold on the same session.
    index("holds_session_account_idx").on(t.sessionId, t.accountId).where(sql`${t.releasedAt} is null`),
  ],
);

export type HoldRow = typeof holds.$inferSelect;

/**
 * One row per seat taken at a session, by a hold or by a booking. The primary key on (session, seat)
 * is what makes a seat held or sold by at most one booking, across every server process: a second
 * claim is refused by the database (docs/domain/booking.md "Never sold twice"). A claim of an expired
 * or released hold does not count and is deleted by the next hold on the seat or by the expiry job.
 */
export const sessionSeats = pgTable(
  "session_seats",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => showSessions.id, { onDelete: "cascade" }),
    seatId: text("seat_id").notNull(),
    holdId: uuid("hold_id").references(() => holds.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.seatId] }),
    check("session_seats_claim_check", sql`num_nonnulls(${t.holdId}, ${t.bookingId}) = 1`),
    // The holds' claims: few at any time (the expiry job deletes them once their hold has ended).
    index("session_seats_hold_idx").on(t.holdId).where(sql`${t.holdId} is not null`),
    index("session_seats_booking_idx").on(t.bookingId),
  ],
);
