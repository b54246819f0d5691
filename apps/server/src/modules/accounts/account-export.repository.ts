import { asc, eq, getTableColumns, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accountTokens,
  advantages,
  bookings,
  cinemas,
  goodies,
  invoices,
  linkedIdentities,
  loginAttempts,
  outboxMails,
  passCards,
  prepaidOffers,
  refunds,
  showSessions,
  shows,
  subscriptionSupplements,
  subscriptions,
  surveyAnswers,
  ticketAudit,
  walletCards,
} from "../../db/schema/index.ts";

/**
 * Read-only queries for the customer's data export (docs/my-data.md). The export reads every table
 * that holds something on the customer, across modules, in one place, so a reviewer sees at once
 * what leaves the system; it writes nothing, so it owns no table (architecture.test.ts). Columns are
 * picked one by one: a secret (token hash, mail body with its links) is never even selected.
 */

export async function findBookingsForExport(db: Database | Transaction, accountId: string) {
  return db
    .select({
      bookingRef: bookings.bookingRef,
      status: bookings.status,
      show: shows.title,
      cinema: cinemas.name,
      startsAt: showSessions.startsAt,
      version: showSessions.version,
      auditorium: showSessions.auditoriumName,
      seats: bookings.seats,
      seatType: bookings.seatType,
      options: bookings.options,
      payment: bookings.payment,
      refundable: bookings.refundable,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .innerJoin(cinemas, eq(cinemas.id, showSessions.cinemaId))
    .where(eq(bookings.accountId, accountId))
    .orderBy(asc(bookings.createdAt), asc(bookings.bookingRef));
}

export async function findAdvantagesForExport(db: Database | Transaction, accountId: string) {
  return db
    .select()
    .from(advantages)
    .where(eq(advantages.accountId, accountId))
    .orderBy(asc(advantages.createdAt), asc(advantages.id));
}

/** Mails queued to the address: subject and date, never the text or html (they carry links). */
export async function findMailsForExport(db: Database | Transaction, recipient: string) {
  return db
    .select({ subject: outboxMails.subject, createdAt: outboxMails.createdAt })
    .from(outboxMails)
    .where(eq(outboxMails.recipient, recipient))
    .orderBy(asc(outboxMails.createdAt));
}

/** Single-use links: purpose and dates, never the token hash. */
export async function findLinksForExport(db: Database | Transaction, accountId: string) {
  return db
    .select({
      purpose: accountTokens.purpose,
      createdAt: accountTokens.createdAt,
      expiresAt: accountTokens.expiresAt,
      usedAt: accountTokens.usedAt,
    })
    .from(accountTokens)
    .where(eq(accountTokens.accountId, accountId))
    .orderBy(asc(accountTokens.createdAt));
}

/** The failed sign-ins counted against the address (modules/credentials/brute-force.ts keys it `mail:<mail>`). */
export async function findSignInFailuresForExport(db: Database | Transaction, mail: string) {
  const [row] = await db
    .select({
      failures: loginAttempts.failures,
      windowStart: loginAttempts.windowStart,
      lastFailureAt: loginAttempts.lastFailureAt,
    })
    .from(loginAttempts)
    .where(eq(loginAttempts.key, `mail:${mail}`))
    .limit(1);
  return row;
}

/** The customer's survey answers (docs/survey.md), oldest first. */
export async function findSurveyAnswersForExport(db: Database | Transaction, accountId: string) {
  return db
    .select({
      surveyId: surveyAnswers.surveyId,
      answers: surveyAnswers.answers,
      answeredAt: surveyAnswers.answeredAt,
    })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.accountId, accountId))
    .orderBy(asc(surveyAnswers.answeredAt), asc(surveyAnswers.surveyId));
}

/** The social identities linked to the account (docs/identities.md), oldest first. */
export async function findLinkedIdentitiesForExport(db: Database | Transaction, accountId: string) {
  return db
    .select({
      provider: linkedIdentities.provider,
      subject: linkedIdentities.subject,
      name: linkedIdentities.name,
      mail: linkedIdentities.mail,
      linkedAt: linkedIdentities.linkedAt,
    })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.accountId, accountId))
    .orderBy(asc(linkedIdentities.linkedAt), asc(linkedIdentities.id));
}

/**
 * The pass: the account's cards (the photo included: it is the customer's), its
 * subscriptions, invoices and supplements (the show and cinema by name), every column as stored.
 */
export async function findPassDataForExport(db: Database | Transaction, accountId: string) {
  const cards = await db
    .select()
    .from(passCards)
    .where(eq(passCards.accountId, accountId))
    .orderBy(asc(passCards.lastUpdateDate), asc(passCards.id));
  const subscriptionRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(asc(invoices.issuedOn), asc(invoices.number));
  const supplements = await db
    .select({
      date: subscriptionSupplements.date,
      show: shows.title,
      cinema: cinemas.name,
      format: subscriptionSupplements.format,
      amountCents: subscriptionSupplements.amountCents,
    })
    .from(subscriptionSupplements)
    .innerJoin(shows, eq(shows.id, subscriptionSupplements.showId))
    .innerJoin(cinemas, eq(cinemas.id, subscriptionSupplements.cinemaId))
    .where(eq(subscriptionSupplements.accountId, accountId))
    .orderBy(asc(subscriptionSupplements.date), asc(subscriptionSupplements.id));
  return { cards, subscriptions: subscriptionRows, invoices: invoiceRows, supplements };
}

/**
 * The wallet's cards the account holds, the offers it made or claimed, its goodies. The
 * secrets (a gift card's pin hash, an offer's token hash) are left out: not the customer's data.
 */
export async function findWalletDataForExport(db: Database | Transaction, accountId: string) {
  const { pinHash: _pin, ...cardColumns } = getTableColumns(walletCards);
  const { tokenHash: _token, ...offerColumns } = getTableColumns(prepaidOffers);
  const cards = await db
    .select(cardColumns)
    .from(walletCards)
    .where(eq(walletCards.accountId, accountId))
    .orderBy(asc(walletCards.number));
  const offers = await db
    .select(offerColumns)
    .from(prepaidOffers)
    .where(or(eq(prepaidOffers.giverAccountId, accountId), eq(prepaidOffers.claimedBy, accountId)))
    .orderBy(asc(prepaidOffers.createdAt), asc(prepaidOffers.id));
  const goodieRows = await db
    .select()
    .from(goodies)
    .where(eq(goodies.accountId, accountId))
    .orderBy(asc(goodies.createdAt), asc(goodies.code));
  return { cards, offers, goodies: goodieRows };
}

/** The ticket mails sent and the cancels (ticket_audit), and the refunds of the account's bookings. */
export async function findTicketDataForExport(db: Database | Transaction, accountId: string) {
  const actions = await db
    .select()
    .from(ticketAudit)
    .where(eq(ticketAudit.accountId, accountId))
    .orderBy(asc(ticketAudit.at), asc(ticketAudit.id));
  const refundRows = await db
    .select(getTableColumns(refunds))
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(eq(bookings.accountId, accountId))
    .orderBy(asc(refunds.refundedAt), asc(refunds.id));
  return { actions, refunds: refundRows };
}
