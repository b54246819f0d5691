import { asc, eq, getTableColumns, inArray, or } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  cinemas,
  favouriteCinemas,
  friendships,
  ignoredShows,
  ledgerEntries,
  orderEvents,
  orders,
  paymentCustomers,
  showFeelings,
  shows,
  supportAttachments,
  supportCases,
  supportMessages,
  wishlistAlerts,
} from "../../db/schema/index.ts";

// Read-only queries of the data export (docs/my-data.md) for taste, circle and support, beside
// account-export.repository.ts (kept under its size): the customer's taste and circle, and support.

/**
 * Taste and circle: favourite cinemas, friendships as the customer sees them, feelings per show, the shows
 * ignored for rating and the wishlist alerts sent. A friendship carries no other customer's id or
 * name: the address the customer typed for an invitation sent, the direction and dates otherwise.
 */
export async function findTasteDataForExport(db: Database | Transaction, accountId: string) {
  const favourites = await db
    .select({ cinema: cinemas.name, addedAt: favouriteCinemas.addedAt })
    .from(favouriteCinemas)
    .innerJoin(cinemas, eq(cinemas.id, favouriteCinemas.cinemaId))
    .where(eq(favouriteCinemas.accountId, accountId))
    .orderBy(asc(favouriteCinemas.addedAt));
  const circle = await db
    .select({
      requesterId: friendships.requesterId,
      inviteeMail: friendships.inviteeMail,
      createdAt: friendships.createdAt,
      acceptedAt: friendships.acceptedAt,
    })
    .from(friendships)
    .where(or(eq(friendships.requesterId, accountId), eq(friendships.addresseeId, accountId)))
    .orderBy(asc(friendships.createdAt));
  const friends = circle.map((row) =>
    row.requesterId === accountId
      ? {
          direction: "sent",
          inviteeMail: row.inviteeMail,
          createdAt: row.createdAt,
          acceptedAt: row.acceptedAt,
        }
      : { direction: "received", createdAt: row.createdAt, acceptedAt: row.acceptedAt },
  );
  const feelings = await db
    .select({
      show: shows.title,
      intention: showFeelings.intention,
      emotion: showFeelings.emotion,
      updatedAt: showFeelings.updatedAt,
    })
    .from(showFeelings)
    .innerJoin(shows, eq(shows.id, showFeelings.showId))
    .where(eq(showFeelings.accountId, accountId))
    .orderBy(asc(showFeelings.updatedAt));
  const ignored = await db
    .select({ show: shows.title, ignoredAt: ignoredShows.ignoredAt })
    .from(ignoredShows)
    .innerJoin(shows, eq(shows.id, ignoredShows.showId))
    .where(eq(ignoredShows.accountId, accountId))
    .orderBy(asc(ignoredShows.ignoredAt));
  const alerts = await db
    .select({ show: shows.title, mailed: wishlistAlerts.mailed, sentAt: wishlistAlerts.sentAt })
    .from(wishlistAlerts)
    .innerJoin(shows, eq(shows.id, wishlistAlerts.showId))
    .where(eq(wishlistAlerts.accountId, accountId))
    .orderBy(asc(wishlistAlerts.sentAt));
  return { favouriteCinemas: favourites, friends, feelings, ignoredShows: ignored, wishlistAlerts: alerts };
}

/** The customer's support cases with their messages and attachments (the bytes as base64). */
export async function findSupportDataForExport(db: Database | Transaction, accountId: string) {
  const { accountId: _account, ...caseColumns } = getTableColumns(supportCases);
  const cases = await db
    .select(caseColumns)
    .from(supportCases)
    .where(eq(supportCases.accountId, accountId))
    .orderBy(asc(supportCases.createdAt));
  const ids = cases.map((row) => row.id);
  if (ids.length === 0) {
    return { cases: [], messages: [], attachments: [] };
  }
  const messages = await db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.caseId, ids))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const attachments = await db
    .select()
    .from(supportAttachments)
    .where(inArray(supportAttachments.caseId, ids))
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
  return { cases, messages, attachments };
}

/** What the customer bought: orders and their events, the ledger's movements, the provider's customer. */
export async function findPaymentDataForExport(db: Database | Transaction, accountId: string) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.accountId, accountId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const events = orderRows.length
    ? await db
        .select()
        .from(orderEvents)
        .where(
          inArray(
            orderEvents.orderId,
            orderRows.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderEvents.id))
    : [];
  const ledger = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
  const providerCustomers = await db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.accountId, accountId));
  return { orders: orderRows, orderEvents: events, ledger, providerCustomers };
}
