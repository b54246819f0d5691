import type { PhotoStatus, SubscriptionModel } from "@cinelux/contract";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  invoices,
  passCards,
  subscriptionAudit,
  subscriptionRowOf,
  subscriptions,
} from "../../db/schema/index.ts";

/**
 * SQL of the pass cards and their photo. It also writes, inside the photo's transaction,
 * the two copies a valid photo changes: the subscription's block (with its audit row) and the
 * account's cached pass fields (status, blockedReason, photoStatus, subscriptionState).
 */

/** Every column but the photo's bytes, and whether there is one: a list never carries images. */
const CARD_COLUMNS = {
  id: passCards.id,
  accountId: passCards.accountId,
  type: passCards.type,
  label: passCards.label,
  number: passCards.number,
  code: passCards.code,
  holderLastName: passCards.holderLastName,
  status: passCards.status,
  activationDate: passCards.activationDate,
  expirationDate: passCards.expirationDate,
  openEnded: passCards.openEnded,
  photoStatus: passCards.photoStatus,
  hasPhoto: sql<boolean>`${passCards.photo} is not null`.as("has_photo"),
  lastUpdateDate: passCards.lastUpdateDate,
};

export type CardSummary = Awaited<ReturnType<typeof listAccountCards>>[number];

/** The customer's cards, the most recently changed first (the web picks the pass, SPEC 4). */
export async function listAccountCards(db: Database | Transaction, accountId: string) {
  return db
    .select(CARD_COLUMNS)
    .from(passCards)
    .where(eq(passCards.accountId, accountId))
    .orderBy(desc(passCards.lastUpdateDate), passCards.id);
}

/** The card with this number, locked until the transaction ends (two attaches of one card queue). */
export async function lockCardByNumber(tx: Transaction, number: string) {
  const [row] = await tx
    .select({ id: passCards.id, accountId: passCards.accountId, holderLastName: passCards.holderLastName })
    .from(passCards)
    .where(eq(passCards.number, number))
    .for("update");
  return row;
}

/** Attaches an unattached card; false when someone attached it first. */
export async function attachCardToAccount(
  tx: Transaction,
  cardId: string,
  accountId: string,
): Promise<boolean> {
  const rows = await tx
    .update(passCards)
    .set({ accountId, lastUpdateDate: sql`now()` })
    .where(and(eq(passCards.id, cardId), isNull(passCards.accountId)))
    .returning({ id: passCards.id });
  return rows.length === 1;
}

/** The customer's own card, locked; undefined for another customer's or a missing one. */
export async function lockOwnCard(tx: Transaction, accountId: string, cardId: string) {
  const [row] = await tx
    .select({ id: passCards.id, status: passCards.status, photoStatus: passCards.photoStatus })
    .from(passCards)
    .where(and(eq(passCards.id, cardId), eq(passCards.accountId, accountId)))
    .for("update");
  return row;
}

export async function ownCardExists(db: Database, accountId: string, cardId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passCards.id })
    .from(passCards)
    .where(and(eq(passCards.id, cardId), eq(passCards.accountId, accountId)));
  return row !== undefined;
}

/** The customer's own card photo; undefined when the card is not theirs or has none. */
export async function findOwnCardPhoto(
  db: Database,
  accountId: string,
  cardId: string,
): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ photo: passCards.photo })
    .from(passCards)
    .where(and(eq(passCards.id, cardId), eq(passCards.accountId, accountId)));
  return row?.photo ?? undefined;
}

/** A new photo's bytes and status; `photo_updated_at` is its place in the moderators' queue. */
export async function storeCardPhoto(
  tx: Transaction,
  cardId: string,
  values: { photo: Uint8Array; photoStatus: PhotoStatus },
): Promise<void> {
  await tx
    .update(passCards)
    .set({ photo: values.photo, photoStatus: values.photoStatus, photoUpdatedAt: sql`now()` })
    .where(eq(passCards.id, cardId));
}

/** A decision on the stored photo; `status` when the card follows its subscription's new status. */
export async function markCardPhoto(
  tx: Transaction,
  cardId: string,
  values: { photoStatus: PhotoStatus; status?: string },
): Promise<void> {
  await tx
    .update(passCards)
    .set({ photoStatus: values.photoStatus, ...(values.status ? { status: values.status } : {}) })
    .where(eq(passCards.id, cardId));
}

/** The account's subscription that has not ended (at most one: a unique index), locked. */
export async function lockLiveSubscription(tx: Transaction, accountId: string) {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, "canceled")))
    .for("update");
  return row;
}

export async function hasUnpaidInvoice(tx: Transaction, subscriptionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "unpaid")))
    .limit(1);
  return row !== undefined;
}

/** Writes the subscription's new model and its audit row (docs/domain/subscription.md "Act"). */
export async function updateSubscriptionWithAudit(
  tx: Transaction,
  options: {
    subscriptionId: string;
    actor: string;
    action: string;
    before: SubscriptionModel;
    after: SubscriptionModel;
  },
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...subscriptionRowOf(options.after), updatedAt: sql`now()` })
    .where(eq(subscriptions.id, options.subscriptionId));
  await tx.insert(subscriptionAudit).values({
    subscriptionId: options.subscriptionId,
    actor: options.actor,
    action: options.action,
    before: options.before,
    after: options.after,
  });
}

export async function lockAccountPassFields(tx: Transaction, accountId: string) {
  const [row] = await tx
    .select({
      accountId: accounts.id,
      status: accounts.status,
      blockedReason: accounts.blockedReason,
      mail: accounts.mail,
      language: accounts.language,
      domain: accounts.domain,
      firstName: accounts.firstName,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("update");
  return row;
}

/** The account's cached pass fields (SPEC 3 User); the UPDATE notifies `account_changed`. */
export async function updateAccountPassFields(
  tx: Transaction,
  accountId: string,
  values: {
    status?: string;
    blockedReason?: string | null;
    photoStatus: PhotoStatus;
    subscriptionState?: unknown;
  },
): Promise<void> {
  await tx
    .update(accounts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accounts.id, accountId));
}

/** The moderators' queue: the cards whose photo waits, the oldest upload first (a partial index). */
export async function listPendingPhotos(db: Database, options: { limit: number; offset: number }) {
  return db
    .select({
      cardId: passCards.id,
      type: passCards.type,
      label: passCards.label,
      holderLastName: passCards.holderLastName,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      photoUpdatedAt: passCards.photoUpdatedAt,
    })
    .from(passCards)
    .leftJoin(accounts, eq(accounts.id, passCards.accountId))
    .where(eq(passCards.photoStatus, "PENDING"))
    .orderBy(passCards.photoUpdatedAt, passCards.id)
    .limit(options.limit)
    .offset(options.offset);
}

export type PendingPhotoRow = Awaited<ReturnType<typeof listPendingPhotos>>[number];

export async function countPendingPhotos(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passCards)
    .where(eq(passCards.photoStatus, "PENDING"));
  return row?.count ?? 0;
}

/** Any card's photo bytes (the moderators' view); undefined when the card or its photo is missing. */
export async function findCardPhoto(db: Database, cardId: string): Promise<Uint8Array | undefined> {
  const [row] = await db.select({ photo: passCards.photo }).from(passCards).where(eq(passCards.id, cardId));
  return row?.photo ?? undefined;
}

/**
 * The card a moderator decides on, locked: a second moderator's decision waits for the first's
 * commit, then reads the photo status it left (no longer PENDING).
 */
export async function lockCardForReview(tx: Transaction, cardId: string) {
  const [row] = await tx
    .select({
      id: passCards.id,
      accountId: passCards.accountId,
      photoStatus: passCards.photoStatus,
      photoUpdatedAt: passCards.photoUpdatedAt,
    })
    .from(passCards)
    .where(eq(passCards.id, cardId))
    .for("update");
  return row;
}
