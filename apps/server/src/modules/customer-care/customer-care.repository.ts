import type { CustomerQueryKind, Language } from "@cinelux/contract";
import { and, count, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  bookings,
  cinemas,
  type NewWalletCardRow,
  passCards,
  showSessions,
  shows,
  showTranslations,
  staffAuditLog,
  supportCases,
  type WalletCardRow,
  walletCards,
} from "../../db/schema/index.ts";
import { CINEMA_TIME_ZONE } from "../../lib/local-time.ts";

type Db = Database | Transaction;

/** What a customer's line and file show of the account: never its password hash or any token. */
const accountColumns = {
  id: accounts.id,
  mail: accounts.mail,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  language: accounts.language,
  domain: accounts.domain,
  status: accounts.status,
  blockedReason: accounts.blockedReason,
  registered: accounts.registered,
  createdAt: accounts.createdAt,
};
export type CustomerAccountRow = NonNullable<Awaited<ReturnType<typeof selectCustomerAccount>>>;

/** `%` and `_` typed by the agent are letters, not wildcards. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function searchCondition(kind: CustomerQueryKind, value: string): SQL | undefined {
  if (kind === "mail") {
    return sql`${accounts.mail} like ${`${likeEscaped(value)}%`}`;
  }
  if (kind === "card") {
    return or(
      inArray(
        accounts.id,
        sql`(select ${passCards.accountId} from ${passCards} where ${passCards.number} = ${value})`,
      ),
      inArray(
        accounts.id,
        sql`(select ${walletCards.accountId} from ${walletCards} where ${walletCards.number} = ${value})`,
      ),
    );
  }
  // Every word in the first or last name, whatever the case.
  const words = value.split(" ").filter(Boolean).slice(0, 5);
  if (words.length === 0) {
    // No word, no match: never the whole table.
    return sql`false`;
  }
  return and(
    ...words.map(
      (word) =>
        sql`concat_ws(' ', ${accounts.firstName}, ${accounts.lastName}) ilike ${`%${likeEscaped(word)}%`}`,
    ),
  );
}

/** The accounts a look-up finds, newest first, at most `limit`. */
export async function searchCustomerAccounts(
  db: Db,
  options: { kind: CustomerQueryKind; value: string; limit: number },
) {
  return db
    .select(accountColumns)
    .from(accounts)
    .where(searchCondition(options.kind, options.value))
    .orderBy(desc(accounts.createdAt), accounts.id)
    .limit(options.limit);
}

export async function selectCustomerAccount(db: Db, accountId: string) {
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

/** The account's pass cards: never the scanned code or the photo's bytes. */
export async function selectCustomerPasses(db: Db, accountId: string) {
  return db
    .select({
      id: passCards.id,
      type: passCards.type,
      label: passCards.label,
      number: passCards.number,
      status: passCards.status,
      activationDate: passCards.activationDate,
      expirationDate: passCards.expirationDate,
      photoStatus: passCards.photoStatus,
    })
    .from(passCards)
    .where(eq(passCards.accountId, accountId))
    .orderBy(desc(passCards.lastUpdateDate))
    .limit(50);
}

/** The account's wallet cards: never the scanned code or the pin's hash. */
export async function selectCustomerWalletCards(db: Db, accountId: string) {
  return db
    .select({
      id: walletCards.id,
      type: walletCards.type,
      number: walletCards.number,
      name: walletCards.name,
      initialQuantity: walletCards.initialQuantity,
      remainingQuantity: walletCards.remainingQuantity,
      expirationDate: walletCards.expirationDate,
    })
    .from(walletCards)
    .where(eq(walletCards.accountId, accountId))
    .orderBy(desc(walletCards.lastUpdateDate))
    .limit(200);
}
export type CustomerWalletCardRow = Awaited<ReturnType<typeof selectCustomerWalletCards>>[number];

function bookingQuery(db: Db, language: Language) {
  return db
    .select({
      id: bookings.id,
      accountId: bookings.accountId,
      bookingRef: bookings.bookingRef,
      status: bookings.status,
      seats: bookings.seats,
      payment: bookings.payment,
      refundable: bookings.refundable,
      sessionId: showSessions.id,
      startsAt: showSessions.startsAt,
      endsAt: showSessions.endsAt,
      showTitle: sql<string>`coalesce(${showTranslations.title}, ${shows.title})`,
      cinemaName: cinemas.name,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .leftJoin(
      showTranslations,
      and(eq(showTranslations.showId, shows.id), eq(showTranslations.language, language)),
    );
}
export type CustomerBookingRow = Awaited<ReturnType<typeof selectCustomerBookings>>[number];

/** The account's bookings, the latest session first, at most `limit`. */
export async function selectCustomerBookings(
  db: Db,
  options: { accountId: string; language: Language; limit: number },
) {
  return bookingQuery(db, options.language)
    .where(eq(bookings.accountId, options.accountId))
    .orderBy(desc(showSessions.startsAt), desc(bookings.bookingRef))
    .limit(options.limit);
}

export async function selectCustomerBooking(db: Db, bookingId: string, language: Language) {
  const [row] = await bookingQuery(db, language).where(eq(bookings.id, bookingId)).limit(1);
  return row;
}

/** The booking's row locked until the transaction ends: a staff action and a customer's cancel run in turn. */
export async function lockCustomerBooking(tx: Transaction, bookingId: string) {
  const [row] = await tx
    .select({ id: bookings.id, accountId: bookings.accountId, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for("update");
  return row;
}

/** The account's support cases, newest first: subject and state, never the messages. */
export async function selectCustomerCases(db: Db, accountId: string, limit: number) {
  return db
    .select({
      id: supportCases.id,
      number: supportCases.number,
      subject: supportCases.subject,
      closedAt: supportCases.closedAt,
      createdAt: supportCases.createdAt,
    })
    .from(supportCases)
    .where(eq(supportCases.accountId, accountId))
    .orderBy(desc(supportCases.createdAt))
    .limit(limit);
}

/**
 * Serialises one staff member's goodwill vouchers until the transaction ends (a transaction-scoped
 * advisory lock on the member's id): two tabs giving at once are counted one after the other.
 */
export async function lockGoodwillOf(tx: Transaction, staffId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`cinelux:goodwill:${staffId}`}, 0))`);
}

/** The goodwill vouchers the member gave since the chain's day began (Europe/Paris), from the audit log. */
export async function countGoodwillToday(tx: Db, staffId: string, action: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.staffId, staffId),
        eq(staffAuditLog.action, action),
        gte(
          staffAuditLog.at,
          sql`(date_trunc('day', now() at time zone ${CINEMA_TIME_ZONE}) at time zone ${CINEMA_TIME_ZONE})`,
        ),
      ),
    );
  return row?.total ?? 0;
}

/** Writes a voucher the chain gives; undefined when its number or code was taken (the caller draws again). */
export async function insertGoodwillCard(
  tx: Transaction,
  row: NewWalletCardRow,
): Promise<WalletCardRow | undefined> {
  const [card] = await tx.insert(walletCards).values(row).onConflictDoNothing().returning();
  return card;
}
