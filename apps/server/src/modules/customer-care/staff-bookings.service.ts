import type { CancelBookingRequest, Language, StaffBookingResponse } from "@cinelux/contract";
import type { Database, Transaction } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  bookingTicketRow,
  queueBookingTicketMail,
  refundTicket,
  TicketError,
} from "../etickets/etickets.service.ts";
import type { Payments } from "../payments/payments.service.ts";
import { recordStaffAction } from "../staff/staff-audit.service.ts";
import { languageOfAccount, presentCustomerBooking } from "./customer-care.presenter.ts";
import {
  lockCustomerBooking,
  selectCustomerAccount,
  selectCustomerBooking,
} from "./customer-care.repository.ts";

/**
 * An agent's actions on a customer's booking (docs/staff.md "Customers"): resend its e-ticket, cancel
 * it with its refund. Both reuse the customer's own code (the e-ticket mail, `refundTicket`: the
 * same rules and the same refund as the customer's cancel) on the booking's locked row, with the
 * audit row in the same transaction. A guest's booking has no account: it is not the agents' (its
 * manage link is the guest's way in) and answers 404 like a missing one.
 */

async function lockedCustomerBooking(tx: Transaction, bookingId: string) {
  const booking = await lockCustomerBooking(tx, bookingId);
  const account = booking?.accountId ? await selectCustomerAccount(tx, booking.accountId) : undefined;
  if (!booking || !account) {
    throw new AppError("STAFF_BOOKING_NOT_FOUND");
  }
  return { booking, account, language: languageOfAccount(account) };
}

async function present(db: Database | Transaction, bookingId: string, language: Language) {
  const row = await selectCustomerBooking(db, bookingId, language);
  if (!row) {
    throw new AppError("STAFF_BOOKING_NOT_FOUND");
  }
  return { booking: presentCustomerBooking(row) };
}

/**
 * Queues the e-ticket again to the account's address, in its language, as the booking confirmation
 * did. Only a CONFIRMED booking whose session has not ended has a ticket to send (TICKET_NOT_FOUND
 * otherwise, the customer's own refusal). Audited as `booking.ticket_resent`.
 */
export async function resendBookingTicket(options: {
  db: Database;
  staffId: string;
  bookingId: string;
  reference: string;
  now?: Date;
}): Promise<StaffBookingResponse> {
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const { booking, account, language } = await lockedCustomerBooking(tx, options.bookingId);
    const row = await selectCustomerBooking(tx, booking.id, language);
    if (row?.status !== "CONFIRMED" || row.endsAt.getTime() <= now.getTime()) {
      throw new AppError("TICKET_NOT_FOUND");
    }
    await queueBookingTicketMail(tx, { bookingId: booking.id, language, to: account.mail, now });
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "booking.ticket_resent",
      target: { kind: "booking", id: booking.id },
      details: { reference: options.reference, accountId: account.id, bookingRef: row.bookingRef },
    });
    return present(tx, booking.id, language);
  });
}

/**
 * Cancels the booking under the customer's rules with the customer's refund (`refundTicket`): a
 * refundable CONFIRMED ticket whose session has not started turns REFUNDED, each means gets its
 * part back, the refund mail goes to the customer; a refused rule is its ticket code (409). Audited
 * as `booking.cancelled` with the reason, the note and the amount.
 */
export async function cancelCustomerBooking(options: {
  db: Database;
  payments?: Payments;
  staffId: string;
  bookingId: string;
  request: CancelBookingRequest;
  /** Told the session whose seats are free again, so this process shows them at once. */
  onSeatsFreed?: (sessionId: string) => void;
  now?: Date;
}): Promise<StaffBookingResponse> {
  const now = options.now ?? new Date();
  const { answer, sessionId } = await options.db.transaction(async (tx) => {
    const { booking, account, language } = await lockedCustomerBooking(tx, options.bookingId);
    const row = await bookingTicketRow(tx, booking.id, language);
    if (!row) {
      throw new AppError("STAFF_BOOKING_NOT_FOUND");
    }
    let refund: { amount: number; means: string };
    try {
      refund = await refundTicket(tx, { row, payments: options.payments, language, to: account.mail, now });
    } catch (error) {
      throw error instanceof TicketError ? new AppError(error.code) : error;
    }
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: "booking.cancelled",
      target: { kind: "booking", id: booking.id },
      reason: options.request.reason,
      details: {
        reference: options.request.reference,
        note: options.request.note ?? null,
        accountId: account.id,
        bookingRef: row.bookingRef,
        amount: refund.amount,
        means: refund.means,
      },
    });
    return { answer: await present(tx, booking.id, language), sessionId: row.sessionId };
  });
  options.onSeatsFreed?.(sessionId);
  return answer;
}
