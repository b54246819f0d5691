import { MAX_GOODIES } from "@cinelux/contract";
import { and, asc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accounts, goodies, prepaidOffers, walletCards } from "../../db/schema/index.ts";

/**
 * SQL of the wallet (docs/domain/wallet.md): the chain's card stock and who holds each card, the offers of
 * prepaid cards to friends, and goodies. Writes run in the caller's transaction on locked rows.
 */

type Db = Database | Transaction;

/** A pending offer is neither claimed nor cancelled (one per card, a partial unique index). */
const pending = and(isNull(prepaidOffers.claimedAt), isNull(prepaidOffers.cancelledAt));

const CARD_COLUMNS = {
  id: walletCards.id,
  accountId: walletCards.accountId,
  type: walletCards.type,
  number: walletCards.number,
  code: walletCards.code,
  name: walletCards.name,
  description: walletCards.description,
  initialQuantity: walletCards.initialQuantity,
  remainingQuantity: walletCards.remainingQuantity,
  expirationDate: walletCards.expirationDate,
  shareable: walletCards.shareable,
  lastUpdateDate: walletCards.lastUpdateDate,
  offeredAt: prepaidOffers.createdAt,
  offeredTo: prepaidOffers.friendMail,
};
export type WalletCardSummary = Awaited<ReturnType<typeof listAccountWalletCards>>[number];

/** The account's cards, each with its pending offer (null columns when none). */
export async function listAccountWalletCards(db: Db, accountId: string) {
  return db
    .select(CARD_COLUMNS)
    .from(walletCards)
    .leftJoin(prepaidOffers, and(eq(prepaidOffers.cardId, walletCards.id), pending))
    .where(eq(walletCards.accountId, accountId))
    .orderBy(asc(walletCards.number));
}

/** The card with this number, whoever holds it, locked until the transaction ends. */
export async function lockCardByNumber(tx: Transaction, number: string) {
  const [row] = await tx
    .select({
      id: walletCards.id,
      accountId: walletCards.accountId,
      type: walletCards.type,
      number: walletCards.number,
      pinHash: walletCards.pinHash,
    })
    .from(walletCards)
    .where(eq(walletCards.number, number))
    .for("update");
  return row;
}

/** Puts an unattached card in the account's wallet; false when someone took it first. */
export async function attachCard(tx: Transaction, cardId: string, accountId: string): Promise<boolean> {
  const rows = await tx
    .update(walletCards)
    .set({ accountId, lastUpdateDate: sql`now()` })
    .where(and(eq(walletCards.id, cardId), isNull(walletCards.accountId)))
    .returning({ id: walletCards.id });
  return rows.length === 1;
}

/**
 * The customer's own card, by id or by number, locked, with its pending offer's id; undefined for
 * another customer's card or a missing one.
 */
export async function lockOwnCard(
  tx: Transaction,
  accountId: string,
  card: { id: string } | { number: string },
) {
  const [row] = await tx
    .select({
      id: walletCards.id,
      type: walletCards.type,
      number: walletCards.number,
      remainingQuantity: walletCards.remainingQuantity,
      expirationDate: walletCards.expirationDate,
      shareable: walletCards.shareable,
      name: walletCards.name,
    })
    .from(walletCards)
    .where(
      and(
        eq(walletCards.accountId, accountId),
        "id" in card ? eq(walletCards.id, card.id) : eq(walletCards.number, card.number),
      ),
    )
    .for("update");
  if (!row) {
    return undefined;
  }
  const [offer] = await tx
    .select({ id: prepaidOffers.id, createdAt: prepaidOffers.createdAt, mail: prepaidOffers.friendMail })
    .from(prepaidOffers)
    .where(and(eq(prepaidOffers.cardId, row.id), pending))
    .for("update");
  return { ...row, pendingOffer: offer ?? null };
}

/** Moves a card to `accountId` (null: to nobody, the card is back in the chain's stock). */
export async function moveCard(tx: Transaction, cardId: string, accountId: string | null): Promise<void> {
  await tx
    .update(walletCards)
    .set({ accountId, lastUpdateDate: sql`now()` })
    .where(eq(walletCards.id, cardId));
}

/** The card changed for its holder (offered, offer cancelled): SPEC 3 lastUpdateDate. */
export async function touchCard(tx: Transaction, cardId: string): Promise<void> {
  await tx.update(walletCards).set({ lastUpdateDate: sql`now()` }).where(eq(walletCards.id, cardId));
}

export async function insertOffer(
  tx: Transaction,
  offer: { cardId: string; giverAccountId: string; friendMail: string; tokenHash: string },
): Promise<void> {
  await tx.insert(prepaidOffers).values(offer);
}

export async function cancelOffer(tx: Transaction, offerId: string): Promise<void> {
  await tx
    .update(prepaidOffers)
    .set({ cancelledAt: sql`now()` })
    .where(and(eq(prepaidOffers.id, offerId), pending));
}

/** The pending offer whose token hashes to `tokenHash`, locked; undefined when claimed, cancelled or unknown. */
export async function lockPendingOfferByTokenHash(tx: Transaction, tokenHash: string) {
  const [row] = await tx
    .select({
      id: prepaidOffers.id,
      cardId: prepaidOffers.cardId,
      giverAccountId: prepaidOffers.giverAccountId,
    })
    .from(prepaidOffers)
    .where(and(eq(prepaidOffers.tokenHash, tokenHash), pending))
    .for("update");
  return row;
}

export async function markOfferClaimed(tx: Transaction, offerId: string, accountId: string): Promise<void> {
  await tx
    .update(prepaidOffers)
    .set({ claimedAt: sql`now()`, claimedBy: accountId })
    .where(eq(prepaidOffers.id, offerId));
}

/** What the offer mail needs of the giver. */
export async function findAccountForMail(db: Db, accountId: string) {
  const [row] = await db
    .select({
      mail: accounts.mail,
      firstName: accounts.firstName,
      language: accounts.language,
      domain: accounts.domain,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** The account's goodies still valid on the chain's day (Europe/Paris), not yet used, soonest expiry first. */
export async function findValidGoodies(db: Db, accountId: string) {
  const today = sql`(now() at time zone 'Europe/Paris')::date`;
  return db
    .select()
    .from(goodies)
    .where(
      and(
        eq(goodies.accountId, accountId),
        isNull(goodies.usedAt),
        or(isNull(goodies.expirationDate), gte(goodies.expirationDate, today)),
      ),
    )
    .orderBy(sql`${goodies.expirationDate} asc nulls last`, asc(goodies.code))
    .limit(MAX_GOODIES);
}
