import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "../../db/client.ts";
import {
  type NewWalletCardRow,
  type OrderResult,
  orders,
  type WalletCardRow,
  walletCards,
} from "../../db/schema/index.ts";

/** Writes a card the chain issues; undefined when its number or code was taken (the caller draws again). */
export async function insertIssuedCard(
  tx: Transaction,
  row: NewWalletCardRow,
): Promise<WalletCardRow | undefined> {
  const [card] = await tx.insert(walletCards).values(row).onConflictDoNothing().returning();
  return card;
}

/** Withdraws an issued card whose order was refunded: nothing left on it, expired yesterday. */
export async function withdrawCard(tx: Transaction, cardId: string, today: string): Promise<void> {
  await tx
    .update(walletCards)
    .set({ remainingQuantity: 0, expirationDate: sql`(${today}::date - 1)`, lastUpdateDate: sql`now()` })
    .where(eq(walletCards.id, cardId));
}

export async function setOrderResult(tx: Transaction, orderId: string, result: OrderResult): Promise<void> {
  await tx.update(orders).set({ result, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/**
 * Paid card orders whose gift is due (its day has come, not sent yet), each locked for the sender
 * (SKIP LOCKED: several processes send each gift once).
 */
export async function lockDueGifts(tx: Transaction, today: string, limit: number) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        sql`${orders.kind} in ('giftCard', 'prepaid')`,
        sql`(${orders.payload} -> 'gift' ->> 'sendOn') <= ${today}`,
        sql`coalesce((${orders.result} ->> 'giftSent')::boolean, false) = false`,
      ),
    )
    .orderBy(orders.createdAt)
    .limit(limit)
    .for("update", { skipLocked: true });
}
