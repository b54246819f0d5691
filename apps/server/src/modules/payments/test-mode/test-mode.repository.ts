import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../../db/client.ts";
import {
  paymentTestCustomers,
  paymentTestIdempotency,
  paymentTestMandates,
  paymentTestPayments,
  paymentTestRefunds,
} from "../../../db/schema/index.ts";

export type TestCustomerRow = typeof paymentTestCustomers.$inferSelect;
export type TestMandateRow = typeof paymentTestMandates.$inferSelect;
export type TestPaymentRow = typeof paymentTestPayments.$inferSelect;
export type TestRefundRow = typeof paymentTestRefunds.$inferSelect;

type Db = Database | Transaction;

export async function insertCustomer(db: Db, row: typeof paymentTestCustomers.$inferInsert) {
  const [inserted] = await db.insert(paymentTestCustomers).values(row).returning();
  return inserted as TestCustomerRow;
}

export async function findCustomer(db: Db, id: string): Promise<TestCustomerRow | undefined> {
  const [row] = await db.select().from(paymentTestCustomers).where(eq(paymentTestCustomers.id, id));
  return row;
}

export async function insertMandate(db: Db, row: typeof paymentTestMandates.$inferInsert) {
  const [inserted] = await db.insert(paymentTestMandates).values(row).returning();
  return inserted as TestMandateRow;
}

export async function listMandates(db: Db, customerId: string): Promise<TestMandateRow[]> {
  return db
    .select()
    .from(paymentTestMandates)
    .where(eq(paymentTestMandates.customerId, customerId))
    .orderBy(desc(paymentTestMandates.createdAt), desc(paymentTestMandates.id));
}

export async function findMandate(
  db: Db,
  customerId: string,
  id: string,
): Promise<TestMandateRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTestMandates)
    .where(and(eq(paymentTestMandates.customerId, customerId), eq(paymentTestMandates.id, id)));
  return row;
}

export async function invalidateMandate(db: Db, customerId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentTestMandates)
    .set({ status: "invalid" })
    .where(
      and(
        eq(paymentTestMandates.customerId, customerId),
        eq(paymentTestMandates.id, id),
        eq(paymentTestMandates.status, "valid"),
      ),
    )
    .returning({ id: paymentTestMandates.id });
  return rows.length > 0;
}

export async function insertPayment(db: Db, row: typeof paymentTestPayments.$inferInsert) {
  const [inserted] = await db.insert(paymentTestPayments).values(row).returning();
  return inserted as TestPaymentRow;
}

export async function findPayment(db: Db, id: string): Promise<TestPaymentRow | undefined> {
  const [row] = await db.select().from(paymentTestPayments).where(eq(paymentTestPayments.id, id));
  return row;
}

/** Changes a payment only if it is still in one of `from`: two requests never both change it. */
export async function updatePaymentFrom(
  db: Db,
  id: string,
  from: readonly string[],
  set: Partial<typeof paymentTestPayments.$inferInsert>,
): Promise<TestPaymentRow | undefined> {
  const [row] = await db
    .update(paymentTestPayments)
    .set(set)
    .where(and(eq(paymentTestPayments.id, id), inArray(paymentTestPayments.status, [...from])))
    .returning();
  return row;
}

/** An open payment past its expiry reads expired (Mollie's checkout lets it lapse). */
export async function expireIfDue(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(paymentTestPayments)
    .set({ status: "expired", expiredAt: paymentTestPayments.expiresAt })
    .where(
      and(
        eq(paymentTestPayments.id, id),
        eq(paymentTestPayments.status, "open"),
        lte(paymentTestPayments.expiresAt, now),
      ),
    );
}

/** A pending recurring debit whose moment has come takes the status it was set to resolve to. */
export async function resolveDuePayment(db: Db, id: string, now: Date): Promise<TestPaymentRow | undefined> {
  const [row] = await db
    .update(paymentTestPayments)
    .set({
      status: sql`${paymentTestPayments.resolvesTo}`,
      paidAt: sql`case when ${paymentTestPayments.resolvesTo} = 'paid' then ${now.toISOString()}::timestamptz else null end`,
      failedAt: sql`case when ${paymentTestPayments.resolvesTo} = 'failed' then ${now.toISOString()}::timestamptz else null end`,
      resolvesTo: null,
      resolvesAt: null,
    })
    .where(
      and(
        eq(paymentTestPayments.id, id),
        eq(paymentTestPayments.status, "pending"),
        lte(paymentTestPayments.resolvesAt, now),
      ),
    )
    .returning();
  return row;
}

/** Adds a refund to what the payment has refunded, if it was paid and the amount remains. */
export async function addRefunded(db: Db, id: string, cents: number): Promise<TestPaymentRow | undefined> {
  const [row] = await db
    .update(paymentTestPayments)
    .set({ refundedCents: sql`${paymentTestPayments.refundedCents} + ${cents}` })
    .where(
      and(
        eq(paymentTestPayments.id, id),
        eq(paymentTestPayments.status, "paid"),
        sql`${paymentTestPayments.refundedCents} + ${cents} <= ${paymentTestPayments.amountCents}`,
      ),
    )
    .returning();
  return row;
}

export async function insertRefund(db: Db, row: typeof paymentTestRefunds.$inferInsert) {
  const [inserted] = await db.insert(paymentTestRefunds).values(row).returning();
  return inserted as TestRefundRow;
}

export async function listRefunds(db: Db, paymentId: string): Promise<TestRefundRow[]> {
  return db
    .select()
    .from(paymentTestRefunds)
    .where(eq(paymentTestRefunds.paymentId, paymentId))
    .orderBy(asc(paymentTestRefunds.createdAt), asc(paymentTestRefunds.id));
}

export async function resolveDueRefunds(db: Db, paymentId: string, now: Date): Promise<TestRefundRow[]> {
  return db
    .update(paymentTestRefunds)
    .set({ status: "refunded", resolvesAt: null })
    .where(
      and(
        eq(paymentTestRefunds.paymentId, paymentId),
        eq(paymentTestRefunds.status, "pending"),
        lte(paymentTestRefunds.resolvesAt, now),
      ),
    )
    .returning();
}

/** Claims an idempotency key: true when this request is its first, else the stored row. */
export async function claimIdempotencyKey(
  db: Db,
  row: { apiKey: string; key: string; fingerprint: string },
  staleBefore: Date,
): Promise<true | typeof paymentTestIdempotency.$inferSelect> {
  // A key older than Mollie's hour is free again.
  await db
    .delete(paymentTestIdempotency)
    .where(
      and(
        eq(paymentTestIdempotency.apiKey, row.apiKey),
        eq(paymentTestIdempotency.key, row.key),
        lte(paymentTestIdempotency.createdAt, staleBefore),
      ),
    );
  const inserted = await db
    .insert(paymentTestIdempotency)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: paymentTestIdempotency.key });
  if (inserted.length > 0) {
    return true;
  }
  const [existing] = await db
    .select()
    .from(paymentTestIdempotency)
    .where(and(eq(paymentTestIdempotency.apiKey, row.apiKey), eq(paymentTestIdempotency.key, row.key)));
  return existing ?? true;
}

export async function storeIdempotentAnswer(
  db: Db,
  apiKey: string,
  key: string,
  answer: { status: number; body: unknown },
): Promise<void> {
  await db
    .update(paymentTestIdempotency)
    .set({ status: answer.status, body: answer.body })
    .where(and(eq(paymentTestIdempotency.apiKey, apiKey), eq(paymentTestIdempotency.key, key)));
}

export async function releaseIdempotencyKey(db: Db, apiKey: string, key: string): Promise<void> {
  await db
    .delete(paymentTestIdempotency)
    .where(and(eq(paymentTestIdempotency.apiKey, apiKey), eq(paymentTestIdempotency.key, key)));
}
