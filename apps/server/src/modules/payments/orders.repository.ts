import type { OrderStatus } from "@cinelux/contract";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  type LedgerEntryRow,
  ledgerEntries,
  type NewOrderRow,
  type OrderResult,
  type OrderRow,
  orderEvents,
  orders,
  paymentCustomers,
} from "../../db/schema/index.ts";

type Db = Database | Transaction;
export type OrderEventSource = "api" | "webhook" | "reconciliation" | "billing";

/** A new pending order and its first event, in the caller's transaction. */
export async function insertOrder(
  tx: Transaction,
  row: NewOrderRow,
  source: OrderEventSource,
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(row).returning();
  if (!order) {
    throw new Error("the order was not written");
  }
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: null, toStatus: order.status, source });
  return order;
}

/** Removes an order the provider never took (its call failed): nothing is left half-written. */
export async function deleteUnpaidOrder(db: Db, id: string): Promise<void> {
  await db.delete(orders).where(and(eq(orders.id, id), isNull(orders.providerPaymentId)));
}

export async function setProviderPayment(
  db: Db,
  id: string,
  payment: { providerPaymentId: string; checkoutUrl: string | null },
): Promise<void> {
  await db
    .update(orders)
    .set({ ...payment, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order a provider payment pays, its row locked for the transition. */
export async function lockOrderOfPayment(
  tx: Transaction,
  providerPaymentId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerPaymentId, providerPaymentId))
    .for("update");
  return row;
}

export async function lockOrder(tx: Transaction, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for("update");
  return row;
}

/** Moves a locked order to `to`, with its event; the fields given change with it. */
export async function moveOrder(
  tx: Transaction,
  order: OrderRow,
  to: OrderStatus,
  event: { source: OrderEventSource; providerStatus: string | null },
  fields: { paidAt?: Date; result?: OrderResult; refundedCents?: number } = {},
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...fields, ...(to === "pending" ? {} : { checkoutUrl: null }), updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: to,
    source: event.source,
    providerStatus: event.providerStatus,
  });
  return row ?? { ...order, status: to };
}

/**
 * Pending orders created before `before`, oldest first, for the reconciliation job: each is then
 * locked on its own (SKIP LOCKED), so several processes share them.
 */
/**
 * Claims up to `limit` orders still pending that were made before `before`, oldest first, for
 * `leaseSeconds` from the job's `now`: one short transaction takes them with FOR UPDATE SKIP LOCKED among those nobody
 * holds a live lease on, so several processes reconciling at once ask about each order once. The
 * lease is left to end by itself: an order still pending is asked about again after it.
 */
export async function claimStalePendingOrders(
  db: Database,
  options: { now: Date; before: Date; limit: number; leaseSeconds: number },
): Promise<OrderRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, "pending"),
          lt(orders.createdAt, options.before),
          or(isNull(orders.reconcileClaimedUntil), lte(orders.reconcileClaimedUntil, options.now)),
        ),
      )
      .orderBy(orders.createdAt)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (rows.length === 0) {
      return [];
    }
    const claimed = await tx
      .update(orders)
      .set({ reconcileClaimedUntil: new Date(options.now.getTime() + options.leaseSeconds * 1000) })
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.id),
        ),
      )
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  });
}

/** The account's pending orders of a kind (a new attempt cancels them). */
export async function listPendingOrdersOf(
  db: Db,
  accountId: string,
  kind: OrderRow["kind"],
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.accountId, accountId), eq(orders.kind, kind), eq(orders.status, "pending")));
}

/**
 * Writes a money movement, or adds its new status to the row of the same provider id (a status seen
 * again adds nothing): a webhook delivered twice writes the ledger once.
 */
export async function recordMovement(
  db: Db,
  movement: Pick<LedgerEntryRow, "kind" | "providerId" | "amountCents" | "status"> &
    Partial<Pick<LedgerEntryRow, "providerPaymentId" | "orderId" | "invoiceId" | "accountId">>,
): Promise<void> {
  const change = [{ status: movement.status, at: new Date().toISOString() }];
  await db
    .insert(ledgerEntries)
    .values({ ...movement, statusHistory: change })
    .onConflictDoUpdate({
      target: ledgerEntries.providerId,
      set: {
        status: movement.status,
        amountCents: movement.amountCents,
        statusHistory: sql`case when ${ledgerEntries.status} = ${movement.status} then ${ledgerEntries.statusHistory} else ${ledgerEntries.statusHistory} || ${JSON.stringify(change)}::jsonb end`,
        updatedAt: sql`now()`,
      },
    });
}

export async function listMovements(
  db: Db,
  filter: { orderId?: string; invoiceId?: string },
): Promise<LedgerEntryRow[]> {
  const where = filter.orderId
    ? eq(ledgerEntries.orderId, filter.orderId)
    : filter.invoiceId
      ? eq(ledgerEntries.invoiceId, filter.invoiceId)
      : undefined;
  return db.select().from(ledgerEntries).where(where).orderBy(ledgerEntries.createdAt);
}

export async function findPaymentCustomer(db: Db, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentCustomers.providerCustomerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.accountId, accountId));
  return row?.id;
}

/** Keeps the first customer written for an account (two concurrent first payments make one). */
export async function savePaymentCustomer(
  db: Db,
  accountId: string,
  providerCustomerId: string,
): Promise<string> {
  await db.insert(paymentCustomers).values({ accountId, providerCustomerId }).onConflictDoNothing();
  return (await findPaymentCustomer(db, accountId)) ?? providerCustomerId;
}
