import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  type AccountRow,
  accounts,
  invoices,
  type NewPassCardRow,
  type NewSubscriptionRow,
  orders,
  type PassCardRow,
  passCards,
  type SubscriptionRow,
  subscriptions,
} from "../../db/schema/index.ts";

type Db = Database | Transaction;

export async function findAccountRow(db: Db, accountId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

/** True when the account holds a pass that has not ended. */
export async function hasLiveSubscription(db: Db, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), sql`${subscriptions.status} <> 'canceled'`))
    .limit(1);
  return row !== undefined;
}

/** The next number of the subscription sequence (migration 0024). */
export async function nextSubscriptionSequence(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`select nextval('subscription_number_seq')::int as next`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { next: number }[] }).rows) as {
    next: number;
  }[];
  const next = rows[0]?.next;
  if (typeof next !== "number") {
    throw new Error("the subscription sequence gave no number");
  }
  return next;
}

/** A new pass card; undefined when its number or code was taken (the caller draws again). */
export async function insertPassCard(tx: Transaction, row: NewPassCardRow): Promise<PassCardRow | undefined> {
  const [card] = await tx.insert(passCards).values(row).onConflictDoNothing().returning();
  return card;
}

export async function insertSubscription(tx: Transaction, row: NewSubscriptionRow): Promise<SubscriptionRow> {
  const [subscription] = await tx.insert(subscriptions).values(row).returning();
  if (!subscription) {
    throw new Error("the subscription was not written");
  }
  return subscription;
}

/** Ends a pass at once (its first payment came back): the subscription and its card canceled. */
export async function cancelSubscriptionNow(
  tx: Transaction,
  subscriptionId: string,
  today: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .update(subscriptions)
    .set({ status: "canceled", cancelEffectiveDate: today, cancelRequestedOn: today, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, subscriptionId))
    .returning();
  if (row) {
    await tx
      .update(passCards)
      .set({ status: "canceled", lastUpdateDate: sql`now()` })
      .where(eq(passCards.id, row.cardId));
  }
  return row;
}

export async function lockInvoice(tx: Transaction, invoiceId: string) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
  return row;
}

export async function setInvoicePayment(
  tx: Transaction,
  invoiceId: string,
  payment: { status: "paid" | "unpaid"; paidAt: Date | null; extractedToNib: boolean },
): Promise<void> {
  await tx.update(invoices).set(payment).where(eq(invoices.id, invoiceId));
}

/** The customer's invoice with its subscription's domain; undefined for anyone else's. */
export async function findOwnInvoice(db: Db, accountId: string, invoiceId: string) {
  const [row] = await db
    .select({ invoice: invoices, domain: subscriptions.domain })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  return row;
}

/**
 * Invoices issued to be debited (paid, sent to the bank, not confirmed) that no debit order carries
 * yet, oldest first: the debit job submits them.
 */
export async function listInvoicesAwaitingDebit(db: Db, limit: number) {
  return db
    .select({ invoice: invoices, domain: subscriptions.domain })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(
      and(
        eq(invoices.status, "paid"),
        eq(invoices.extractedToNib, true),
        sql`${invoices.paidAt} is null`,
        sql`not exists (select 1 from ${orders} where ${orders.kind} = 'invoice' and ${orders.payload} ->> 'invoiceId' = ${invoices.id}::text and ${orders.status} in ('pending', 'paid'))`,
      ),
    )
    .orderBy(invoices.issuedOn)
    .limit(limit);
}
