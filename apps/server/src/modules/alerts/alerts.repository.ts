import { and, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accounts, alerts, type NewAlertRow, subscriptions } from "../../db/schema/index.ts";

/**
 * The chain's active alerts not ended at `now`, all languages, both domains, those still to start
 * included (a few rows; the service caches them per process and filters them by time and domain).
 */
export async function listActiveAlerts(db: Database, now: Date) {
  return db
    .select({
      id: alerts.id,
      content: alerts.content,
      warning: alerts.warning,
      accountType: alerts.accountType,
      updatedAt: alerts.updatedAt,
      startsAt: alerts.startsAt,
      endsAt: alerts.endsAt,
      domain: alerts.domain,
    })
    .from(alerts)
    .where(and(eq(alerts.active, true), or(isNull(alerts.endsAt), gt(alerts.endsAt, now))))
    .orderBy(desc(alerts.updatedAt), alerts.id);
}

export type AlertRow = Awaited<ReturnType<typeof listActiveAlerts>>[number];

/** The customer's subscriptions not marked ended (the service checks what is due today). */
export async function listLiveSubscriptions(db: Database, accountId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.accountId, accountId), ne(subscriptions.status, "canceled")));
}

/** The language the account reads (the default when the call names none). */
export async function findAccountLanguage(db: Database, accountId: string) {
  const [row] = await db
    .select({ language: accounts.language })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.language;
}

/** Every alert, withdrawn ones included, newest first (the back-office's list; a few hundred rows). */
export async function listAllAlerts(db: Database | Transaction) {
  return db.select().from(alerts).orderBy(desc(alerts.updatedAt), alerts.id).limit(ALERTS_LIST_MAX);
}

export type StaffAlertRow = typeof alerts.$inferSelect;

/** The most alerts the back-office lists at once: alerts are a handful a month. */
export const ALERTS_LIST_MAX = 500;

/** The alert with `id`, locked until the transaction ends (an edit reads its before-values). */
export async function findAlertForUpdate(tx: Transaction, id: string): Promise<StaffAlertRow | undefined> {
  const [row] = await tx.select().from(alerts).where(eq(alerts.id, id)).for("update");
  return row;
}

export async function insertAlert(tx: Transaction, values: NewAlertRow): Promise<StaffAlertRow> {
  const [row] = await tx.insert(alerts).values(values).returning();
  if (!row) {
    throw new Error("the alert insert returned no row");
  }
  return row;
}

/** Changes an alert and stamps its `updated_at` (an edited alert shows again, alertCacheId). */
export async function updateAlert(
  tx: Transaction,
  id: string,
  values: Partial<
    Pick<NewAlertRow, "content" | "warning" | "accountType" | "active" | "startsAt" | "endsAt" | "domain">
  >,
): Promise<StaffAlertRow | undefined> {
  const [row] = await tx
    .update(alerts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(alerts.id, id))
    .returning();
  return row;
}
