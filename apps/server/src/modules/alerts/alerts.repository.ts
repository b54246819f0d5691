import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accounts, alerts, subscriptions } from "../../db/schema/index.ts";

/** The chain's active alerts, all languages (a few rows; the service caches them per process). */
export async function listActiveAlerts(db: Database) {
  return db
    .select({
      id: alerts.id,
      content: alerts.content,
      warning: alerts.warning,
      accountType: alerts.accountType,
      updatedAt: alerts.updatedAt,
    })
    .from(alerts)
    .where(eq(alerts.active, true))
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
