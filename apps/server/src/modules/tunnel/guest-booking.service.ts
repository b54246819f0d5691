import type { GuestBooking, Language } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  bookingTicketRow,
  bookingTicketWithStatus,
  refundTicket,
  TicketError,
} from "../etickets/etickets.service.ts";
import type { Payments } from "../payments/payments.service.ts";
import { type BookingOwnerRow, findBookingOwner, lockBookingOwner } from "./guest-booking.repository.ts";
import { manageKeyMatches } from "./manage-keys.ts";
import type { SeatStatesCache } from "./seat-states-cache.ts";

/**
 * A guest's booking after the tunnel, reached by the manage key of its e-ticket mail
 * (docs/domain/booking.md "Cancel: guests"): its e-ticket, and its cancel under the rules and with
 * the refunds of a customer's (GET /api/ec/cancel/{id}).
 */

/**
 * The guest's booking if `key` is its manage key. A missing booking, a customer's (no key), another
 * booking's key and a wrong one are the same 404: the id alone tells nothing.
 */
function requireKey<Row extends BookingOwnerRow>(
  row: Row | undefined,
  key: string | undefined,
): asserts row is NonNullable<Row> & { buyerMail: string } {
  if (!row || row.accountId !== null || row.buyerMail === null || !manageKeyMatches(key, row.manageKeyHash)) {
    throw new AppError("BOOKING_NOT_FOUND");
  }
}

async function present(
  db: Database | Transaction,
  bookingId: string,
  language: Language,
  now: Date,
): Promise<GuestBooking> {
  const ticket = await bookingTicketWithStatus(db, bookingId, language, now);
  if (!ticket) {
    throw new AppError("BOOKING_NOT_FOUND");
  }
  return ticket;
}

/** GET /api/guest-bookings/{id}: the e-ticket and its status, in `language`. */
export async function getGuestBooking(options: {
  db: Database;
  bookingId: string;
  key: string | undefined;
  language: Language;
  now?: Date;
}): Promise<GuestBooking> {
  const row = await findBookingOwner(options.db, options.bookingId);
  requireKey(row, options.key);
  return present(options.db, row.id, options.language, options.now ?? new Date());
}

/**
 * POST /api/guest-bookings/{id}/cancel: in one transaction on the booking's locked row, the cancel
 * rules of a customer's ticket, each means refunded, the refund mailed to the guest's address. A
 * refused rule is its coded error (TICKET_ALREADY_CANCELLED for a second cancel); a provider outage
 * is a 503 that changes nothing.
 */
export async function cancelGuestBooking(options: {
  db: Database;
  payments: Payments;
  bookingId: string;
  key: string | undefined;
  language: Language;
  /** Dropped for the session once its seats are free again, so this process shows them at once. */
  seatStates?: Pick<SeatStatesCache, "forget">;
  now?: Date;
}): Promise<GuestBooking> {
  const now = options.now ?? new Date();
  const { language } = options;
  const sessionId = await options.db.transaction(async (tx) => {
    const owner = await lockBookingOwner(tx, options.bookingId);
    requireKey(owner, options.key);
    const row = await bookingTicketRow(tx, owner.id, language);
    if (!row) {
      throw new AppError("BOOKING_NOT_FOUND");
    }
    try {
      await refundTicket(tx, { row, payments: options.payments, language, to: owner.buyerMail, now });
    } catch (error) {
      throw error instanceof TicketError ? new AppError(error.code) : error;
    }
    return row.sessionId;
  });
  options.seatStates?.forget(sessionId);
  return present(options.db, options.bookingId, language, now);
}
