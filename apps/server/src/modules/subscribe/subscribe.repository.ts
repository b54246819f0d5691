import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
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
 * An invoice waits for its debit while it reads paid and sent to the bank but unconfirmed, and no debit
 * order carries a provider payment for it (a pending order without one is a submission that never got
 * the provider's answer: its process died, or the call failed).
 */
const awaitingDebit = and(
  eq(invoices.status, "paid"),
  eq(invoices.extractedToNib, true),
  sql`${invoices.paidAt} is null`,
  sql`not exists (select 1 from ${orders} where ${orders.kind} = 'invoice' and ${orders.payload} ->> 'invoiceId' = ${invoices.id}::text and (${orders.status} = 'paid' or (${orders.status} = 'pending' and ${orders.providerPaymentId} is not null)))`,
);

/**
 * Claims the oldest invoice awaiting its debit for `leaseSeconds` from the job's `now`, in one short transaction: the row
 * is taken with FOR UPDATE SKIP LOCKED among those nobody holds a live lease on, so of several
 * processes running the debit job at once exactly one submits each invoice. A debit order left
 * without a provider payment by an earlier attempt is deleted here (the resubmission, under the same
 * idempotency key, reaches the same payment). Undefined when none is left.
 */
export async function claimInvoiceAwaitingDebit(db: Database, options: { now: Date; leaseSeconds: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          awaitingDebit,
          or(isNull(invoices.debitClaimedUntil), lte(invoices.debitClaimedUntil, options.now)),
        ),
      )
      .orderBy(invoices.issuedOn, invoices.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) {
      return undefined;
    }
    await tx
      .delete(orders)
      .where(
        and(
          eq(orders.kind, "invoice"),
          eq(orders.status, "pending"),
          sql`${orders.providerPaymentId} is null`,
          sql`${orders.payload} ->> 'invoiceId' = ${row.id}::text`,
          sql`(${orders.payload} ->> 'debit')::boolean`,
        ),
      );
    await tx
      .update(invoices)
      .set({ debitClaimedUntil: new Date(options.now.getTime() + options.leaseSeconds * 1000) })
      .where(eq(invoices.id, row.id));
    const [claimed] = await tx
      .select({ invoice: invoices, domain: subscriptions.domain })
      .from(invoices)
      .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
      .where(eq(invoices.id, row.id));
    return claimed;
  });
}

/** Ends the debit job's lease on an invoice: its outcome is written (or the next run tries again). */
export async function releaseDebitClaim(db: Db, invoiceId: string): Promise<void> {
  await db.update(invoices).set({ debitClaimedUntil: null }).where(eq(invoices.id, invoiceId));
}
