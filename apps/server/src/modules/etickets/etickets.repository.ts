import { HISTORY_STATUSES, type HistoryGroup, type Language, MAX_ETICKETS } from "@cinelux/contract";
import { and, asc, count, desc, eq, gt, gte, inArray, lte, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  bookings,
  cinemas,
  refunds,
  sessionSeats,
  showSessions,
  shows,
  showTranslations,
  ticketAudit,
} from "../../db/schema/index.ts";
import { CINEMA_TIME_ZONE } from "../../lib/local-time.ts";

type Db = Database | Transaction;

/** No session lasts this long: bounds the index range of tickets whose session may still be running. */
const LONGEST_SESSION_MS = 12 * 3_600_000;

/** The session, show (its title from the translation joined in, else its original title) and cinema. */
function sessionColumns() {
  return {
    sessionId: showSessions.id,
    startsAt: showSessions.startsAt,
    endsAt: showSessions.endsAt,
    version: showSessions.version,
    auditoriumName: showSessions.auditoriumName,
    specificities: showSessions.specificities,
    showSlug: shows.slug,
    showTitle: sql<string>`coalesce(${showTranslations.title}, ${shows.title})`,
    durationMinutes: shows.durationMinutes,
    cinemaId: cinemas.id,
    cinemaName: cinemas.name,
    address: cinemas.address,
    city: cinemas.city,
    postalCode: cinemas.postalCode,
    latitude: cinemas.latitude,
    longitude: cinemas.longitude,
    domain: cinemas.domain,
  };
}

function ticketColumns() {
  return {
    id: bookings.id,
    accountId: bookings.accountId,
    bookingRef: bookings.bookingRef,
    code: bookings.code,
    status: bookings.status,
    seats: bookings.seats,
    seatType: bookings.seatType,
    payment: bookings.payment,
    options: bookings.options,
    refundable: bookings.refundable,
    ...sessionColumns(),
  };
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSharedSession>>>;
export type TicketRow = Awaited<ReturnType<typeof listUpcomingTickets>>[number];

function ticketQuery(db: Db, language: Language) {
  return db
    .select(ticketColumns())
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(
      showTranslations,
      and(eq(showTranslations.showId, shows.id), eq(showTranslations.language, language)),
    );
}

/**
 * The account's CONFIRMED bookings whose session has not ended (docs/domain/etickets.md), session
 * start ascending (SPEC 4). The start bound keeps the read on bookings_account_upcoming_idx.
 */
export async function listUpcomingTickets(db: Db, accountId: string, language: Language, now: Date) {
  return ticketQuery(db, language)
    .where(
      and(
        eq(bookings.accountId, accountId),
        eq(bookings.status, "CONFIRMED"),
        gte(bookings.sessionStartsAt, new Date(now.getTime() - LONGEST_SESSION_MS)),
        gt(showSessions.endsAt, now),
      ),
    )
    .orderBy(asc(showSessions.startsAt), asc(bookings.bookingRef))
    .limit(MAX_ETICKETS);
}

/** One booking of the account, whatever its status; undefined for another customer's. */
export async function findTicket(db: Db, accountId: string, id: string, language: Language) {
  const [row] = await ticketQuery(db, language)
    .where(and(eq(bookings.id, id), eq(bookings.accountId, accountId)))
    .limit(1);
  return row;
}

/** A booking whatever its owner (the tunnel checked the caller owns it): its e-ticket's row. */
export async function findBookingTicket(db: Db, id: string, language: Language) {
  const [row] = await ticketQuery(db, language).where(eq(bookings.id, id)).limit(1);
  return row;
}

/** The same, locked until the transaction ends: two cancels of one ticket run one after the other. */
export async function lockTicket(tx: Transaction, accountId: string, id: string) {
  const [row] = await tx
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.id, id), eq(bookings.accountId, accountId)))
    .for("update");
  return row;
}

/** A booking by id alone, locked until the transaction ends, with what it was paid: a guest's has no account. */
export async function lockBooking(tx: Transaction, id: string) {
  const [row] = await tx
    .select({ id: bookings.id, status: bookings.status, payment: bookings.payment })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for("update");
  return row;
}

export async function findAccount(db: Db, accountId: string) {
  const [row] = await db
    .select({ mail: accounts.mail, language: accounts.language, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

/** Locks the account's row: the ticket mail limit is counted and spent by one request at a time. */
export async function lockAccount(tx: Transaction, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

export async function countTicketMailsSince(
  tx: Transaction,
  accountId: string,
  since: Date,
): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(ticketAudit)
    .where(
      and(
        eq(ticketAudit.accountId, accountId),
        eq(ticketAudit.action, "sendmail"),
        gte(ticketAudit.at, since),
      ),
    );
  return row?.total ?? 0;
}

export async function insertTicketAudit(
  tx: Transaction,
  row: typeof ticketAudit.$inferInsert,
): Promise<void> {
  await tx.insert(ticketAudit).values(row);
}

export async function markRefunded(
  tx: Transaction,
  refund: { bookingId: string; amount: number; means: string; at: Date },
): Promise<void> {
  await tx.update(bookings).set({ status: "REFUNDED" }).where(eq(bookings.id, refund.bookingId));
  // The seats go back on sale (docs/domain/booking.md "Seat states": a booking's claim makes a seat sold).
  await tx.delete(sessionSeats).where(eq(sessionSeats.bookingId, refund.bookingId));
  await tx.insert(refunds).values({
    bookingId: refund.bookingId,
    amount: refund.amount,
    means: refund.means,
    refundedAt: refund.at,
  });
}

/** The history: every booking but PENDING ones and CONFIRMED ones whose session has not ended. */
function inHistory(accountId: string, now: Date) {
  return and(
    eq(bookings.accountId, accountId),
    inArray(bookings.status, [...HISTORY_STATUSES]),
    or(ne(bookings.status, "CONFIRMED"), lte(showSessions.endsAt, now)),
  );
}

const amountCents = sql<number>`round((${bookings.payment}->>'totalAmount')::numeric * 100)::int`;

export async function listHistoryPage(
  db: Db,
  options: { accountId: string; language: Language; now: Date; page: number; pageSize: number },
) {
  const { language } = options;
  return db
    .select({
      ...ticketColumns(),
      refundAmount: refunds.amount,
      refundMeans: refunds.means,
      refundedAt: refunds.refundedAt,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(
      showTranslations,
      and(eq(showTranslations.showId, shows.id), eq(showTranslations.language, language)),
    )
    .leftJoin(refunds, eq(refunds.bookingId, bookings.id))
    .where(inHistory(options.accountId, options.now))
    .orderBy(desc(showSessions.startsAt), asc(bookings.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
}

export type HistoryRow = Awaited<ReturnType<typeof listHistoryPage>>[number];

/** The history counted and summed per year (of the session, in the chain's time zone) and status. */
export async function historyGroups(db: Db, accountId: string, now: Date): Promise<HistoryGroup[]> {
  // The zone is a constant written into the text: as a parameter, the select's and the group by's
  // expressions would differ ($1 and $2) and PostgreSQL would refuse the grouping.
  const zone = sql.raw(`'${CINEMA_TIME_ZONE}'`);
  const year = sql<number>`extract(year from ${showSessions.startsAt} at time zone ${zone})::int`;
  const rows = await db
    .select({
      year,
      status: bookings.status,
      count: count(),
      amount: sql<number>`coalesce(sum(${amountCents}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .leftJoin(refunds, eq(refunds.bookingId, bookings.id))
    .where(inHistory(accountId, now))
    .groupBy(year, bookings.status);
  return rows.map((row) => ({ ...row, status: row.status as HistoryGroup["status"] }));
}

/** A session of a cinema, for the share link's public view: nothing of any booking or customer. */
export async function findSharedSession(db: Db, cinemaId: string, sessionId: string, language: Language) {
  const [row] = await db
    .select(sessionColumns())
    .from(showSessions)
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(
      showTranslations,
      and(eq(showTranslations.showId, shows.id), eq(showTranslations.language, language)),
    )
    .where(and(eq(showSessions.id, sessionId), eq(showSessions.cinemaId, cinemaId)))
    .limit(1);
  return row;
}
