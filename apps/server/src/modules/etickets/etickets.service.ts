import {
  type BookingHistoryResponse,
  centsOf,
  DEFAULT_LANGUAGE,
  type Eticket,
  HISTORY_STATUSES,
  type HistoryStatus,
  isLanguage,
  type Language,
  MAX_MAIL_LENGTH,
  orderEtickets,
  parseCancelTarget,
  parseShareSegment,
  parseTicketReference,
  type SharedSessionResponse,
  type TicketErrorCode,
  type TicketReference,
  yearlyTotals,
} from "@cinelux/contract";
import * as z from "zod";
import type { Database, Transaction } from "../../db/client.ts";
import type { Payments } from "../payments/payments.service.ts";
import { refundBookingMeans } from "../tunnel/booking-refund.service.ts";
import { presentEticket, presentHistoryBooking, presentSharedSession } from "./etickets.presenter.ts";
import {
  countTicketMailsSince,
  findAccount,
  findBookingTicket,
  findSharedSession,
  findTicket,
  historyGroups,
  insertTicketAudit,
  listHistoryPage,
  listUpcomingTickets,
  lockAccount,
  lockBooking,
  lockTicket,
  markRefunded,
  type TicketRow,
} from "./etickets.repository.ts";
import { queueRefundMail, queueTicketMail } from "./ticket-mail.ts";

/** A refused e-ticket action; the route answers `{ done: false, error }` in the request's language. */
export class TicketError extends Error {
  readonly code: TicketErrorCode;

  constructor(code: TicketErrorCode) {
    super(code);
    this.code = code;
  }
}

/** Ticket mails one customer may send in a rolling hour, to any address (docs/domain/etickets.md). */
export const TICKET_MAILS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

const MailSchema = z.email().max(MAX_MAIL_LENGTH);

/** The request's `language`, else the account's, else the site's default (SPEC 7). */
async function languageFor(db: Database, accountId: string, asked: Language | undefined): Promise<Language> {
  if (asked) {
    return asked;
  }
  const account = await findAccount(db, accountId);
  return isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE;
}

/** GET /api/ec/ebillet: CONFIRMED tickets whose session has not ended, session start ascending (SPEC 4). */
export async function listEtickets(options: {
  db: Database;
  accountId: string;
  language?: Language;
  now?: Date;
}): Promise<Eticket[]> {
  const now = options.now ?? new Date();
  const language = await languageFor(options.db, options.accountId, options.language);
  const rows = await listUpcomingTickets(options.db, options.accountId, language, now);
  // The query already orders them; the SPEC 4 rule is applied once more so no other order can slip in.
  const orderable = rows.map((row) => ({
    row,
    status: row.status,
    bookingId: row.bookingRef,
    session: { startDate: row.startsAt.toISOString() },
  }));
  return orderEtickets(orderable).map(({ row }) => presentEticket(row, language, now));
}

/** The e-ticket of a booking the caller owns (the tunnel's confirmation), in `language`. */
export async function eticketOfBooking(
  db: Database | Transaction,
  bookingId: string,
  language: Language,
  now: Date = new Date(),
): Promise<Eticket | undefined> {
  const row = await findBookingTicket(db, bookingId, language);
  return row && presentEticket(row, language, now);
}

/** The address a customer's e-tickets go to; undefined for an account that is gone. */
export async function ticketMailOf(
  db: Database | Transaction,
  accountId: string,
): Promise<string | undefined> {
  return (await findAccount(db, accountId))?.mail;
}

/**
 * Queues a booking's e-ticket, with its QR code and calendar file, in the confirming transaction; a
 * guest's with the link that manages it (docs/domain/booking.md "Cancel: guests").
 */
export async function queueBookingTicketMail(
  tx: Transaction,
  options: { bookingId: string; language: Language; to: string; now: Date; manageLink?: string },
): Promise<void> {
  const ticket = await eticketOfBooking(tx, options.bookingId, options.language, options.now);
  if (!ticket) {
    throw new Error(`no booking ${options.bookingId} to mail`);
  }
  await queueTicketMail(tx, ticket, options.to, options.manageLink);
}

/**
 * A booking's e-ticket and its status, whoever owns it: for a caller that proved its right to the
 * booking (a guest's manage key). A booking neither confirmed, cancelled nor refunded is not shown.
 */
export async function bookingTicketWithStatus(
  db: Database | Transaction,
  bookingId: string,
  language: Language,
  now: Date = new Date(),
): Promise<(Eticket & { status: HistoryStatus }) | undefined> {
  const row = await findBookingTicket(db, bookingId, language);
  if (!row || !isHistoryStatus(row.status)) {
    return undefined;
  }
  return { ...presentEticket(row, language, now), status: row.status };
}

function isHistoryStatus(status: string): status is HistoryStatus {
  return (HISTORY_STATUSES as readonly string[]).includes(status);
}

/** The ticket only if it is the account's and every part of the reference matches it. */
function matches(row: TicketRow | undefined, reference: TicketReference | null): row is TicketRow {
  if (!row) {
    return false;
  }
  return !reference || (reference.cinemaId === row.cinemaId && reference.sessionId === row.sessionId);
}

/**
 * GET /api/ec/sendmail/{a}/{b}: queues the ticket, in the reference's language, with its QR code and
 * calendar file, to any address; at most TICKET_MAILS_PER_HOUR per customer.
 */
export async function sendTicketMail(options: {
  db: Database;
  accountId: string;
  reference: string;
  to: string;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const reference = parseTicketReference(options.reference);
  if (!reference) {
    throw new TicketError("TICKET_REFERENCE_INVALID");
  }
  const to = MailSchema.safeParse(options.to.trim().toLowerCase());
  if (!to.success) {
    throw new TicketError("TICKET_MAIL_INVALID");
  }
  await options.db.transaction(async (tx) => {
    await lockAccount(tx, options.accountId);
    const row = await findTicket(tx, options.accountId, reference.id, reference.language);
    // Only a ticket the list shows can be sent: another customer's, a cancelled or an ended one is not found.
    if (!matches(row, reference) || row.status !== "CONFIRMED" || row.endsAt.getTime() <= now.getTime()) {
      throw new TicketError("TICKET_NOT_FOUND");
    }
    const sent = await countTicketMailsSince(tx, options.accountId, new Date(now.getTime() - HOUR_MS));
    if (sent >= TICKET_MAILS_PER_HOUR) {
      throw new TicketError("TICKET_MAIL_RATE_LIMITED");
    }
    await queueTicketMail(tx, presentEticket(row, reference.language, now), to.data);
    await insertTicketAudit(tx, {
      accountId: options.accountId,
      bookingId: row.id,
      action: "sendmail",
      detail: { recipient: to.data },
      at: now,
    });
  });
}

function refuseCancel(row: TicketRow, now: Date, sessionCancelled: boolean): TicketErrorCode | null {
  if (row.status === "CANCELLED" || row.status === "REFUNDED") {
    return "TICKET_ALREADY_CANCELLED";
  }
  if (row.status !== "CONFIRMED") {
    return "TICKET_NOT_FOUND";
  }
  // The chain cancelling the session refunds every ticket, refundable or not (docs/staff.md "Catalog").
  if (!row.refundable && !sessionCancelled) {
    return "TICKET_NOT_REFUNDABLE";
  }
  return row.startsAt.getTime() <= now.getTime() ? "TICKET_SESSION_STARTED" : null;
}

/**
 * GET /api/ec/cancel/{id}: a refundable ticket whose session has not started turns REFUNDED; the
 * refund (the whole payment, back to its means), the audit row and the refund mail are written in
 * one transaction. The booking's NOTIFY trigger drops the Wallet bullet's count in every process.
 */
export async function cancelTicket(options: {
  db: Database;
  /** Gives a booked ticket's card payment back through the provider (docs/domain/booking.md "Cancel"). */
  payments?: Payments;
  accountId: string;
  target: string;
  language?: Language;
  now?: Date;
}): Promise<void> {
  const now = options.now ?? new Date();
  const target = parseCancelTarget(options.target);
  if (!target) {
    throw new TicketError("TICKET_REFERENCE_INVALID");
  }
  const account = await findAccount(options.db, options.accountId);
  const language =
    target.reference?.language ??
    options.language ??
    (isLanguage(account?.language) ? account.language : DEFAULT_LANGUAGE);
  await options.db.transaction(async (tx: Transaction) => {
    const locked = await lockTicket(tx, options.accountId, target.id);
    const row = locked ? await findTicket(tx, options.accountId, target.id, language) : undefined;
    if (!account || !matches(row, target.reference)) {
      throw new TicketError("TICKET_NOT_FOUND");
    }
    const refund = await refundTicket(tx, {
      row,
      payments: options.payments,
      language,
      to: account.mail,
      now,
    });
    await insertTicketAudit(tx, {
      accountId: options.accountId,
      bookingId: row.id,
      action: "cancel",
      detail: { from: row.status, to: "REFUNDED", amount: refund.amount, means: refund.means },
      at: now,
    });
  });
}

/**
 * The cancel's rules and refund, for a customer's ticket (GET /api/ec/cancel/{id}) and a guest's
 * booking (its manage link) alike, in the cancel's transaction on the booking's locked row: a
 * refundable CONFIRMED ticket whose session has not started turns REFUNDED, each means paid gets its
 * part back (docs/domain/booking.md "Cancel"), and the refund mail is queued to `to`. Throws a
 * TicketError naming the rule refused; a provider outage throws before anything is written.
 */
export async function refundTicket(
  tx: Transaction,
  options: {
    row: TicketRow;
    payments?: Payments;
    language: Language;
    to: string;
    now: Date;
    /** The staff cancelled the session: a ticket sold as non-refundable is refunded too, and the mail says why. */
    sessionCancelled?: boolean;
  },
): Promise<{ amount: number; means: string }> {
  const { row, now } = options;
  const sessionCancelled = options.sessionCancelled === true;
  const refused = refuseCancel(row, now, sessionCancelled);
  if (refused) {
    throw new TicketError(refused);
  }
  const refund = { amount: centsOf(row.payment.totalAmount), means: row.payment.means };
  if (options.payments) {
    // A booking made in the tunnel: each means gets back what it paid, before the booking turns REFUNDED.
    await refundBookingMeans(tx, { bookingId: row.id, payments: options.payments });
  }
  await markRefunded(tx, { bookingId: row.id, ...refund, at: now });
  await queueRefundMail(tx, presentEticket(row, options.language, now), {
    to: options.to,
    ...refund,
    sessionCancelled,
  });
  return refund;
}

/** A booking's e-ticket row whatever its owner, in `language`, read in the caller's transaction. */
export async function bookingTicketRow(
  tx: Transaction,
  bookingId: string,
  language: Language,
): Promise<TicketRow | undefined> {
  return findBookingTicket(tx, bookingId, language);
}

/**
 * A booked ticket whose card payment was taken back at the provider (a chargeback, a refund from its
 * dashboard) no longer stands: REFUNDED with the refund recorded, its seats back on sale, its prepaid
 * places, gift card amounts and uninvoiced pass supplements given back (docs/domain/booking.md
 * "Cancel"). A booking already cancelled changes nothing.
 */
export async function voidBooking(
  tx: Transaction,
  options: { bookingId: string; refundedCents: number; at: Date },
): Promise<void> {
  const booking = await lockBooking(tx, options.bookingId);
  if (booking?.status !== "CONFIRMED") {
    return;
  }
  await refundBookingMeans(tx, { bookingId: booking.id });
  await markRefunded(tx, {
    bookingId: booking.id,
    amount: options.refundedCents,
    means: booking.payment.means,
    at: options.at,
  });
}

/** The booking history: one page, newest first, and the totals of every year (not only the page's). */
export async function bookingHistory(options: {
  db: Database;
  accountId: string;
  page: number;
  pageSize: number;
  language?: Language;
  now?: Date;
}): Promise<BookingHistoryResponse> {
  const now = options.now ?? new Date();
  const language = await languageFor(options.db, options.accountId, options.language);
  const rows = await listHistoryPage(options.db, { ...options, language, now });
  const groups = await historyGroups(options.db, options.accountId, now);
  return {
    bookings: rows.map(presentHistoryBooking),
    page: options.page,
    pageSize: options.pageSize,
    total: groups.reduce((sum, group) => sum + group.count, 0),
    years: yearlyTotals(groups),
  };
}

/** The share link's view (SPEC 7): a session of a cinema, with nothing of any customer. */
export async function sharedSession(options: {
  db: Database;
  share: string;
  language?: Language;
}): Promise<SharedSessionResponse> {
  const ref = parseShareSegment(options.share);
  if (!ref) {
    throw new TicketError("SHARE_LINK_INVALID");
  }
  const row = await findSharedSession(
    options.db,
    ref.cinemaId,
    ref.sessionId,
    options.language ?? DEFAULT_LANGUAGE,
  );
  if (!row) {
    throw new TicketError("SHARED_SESSION_NOT_FOUND");
  }
  return presentSharedSession(row);
}
