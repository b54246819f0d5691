import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { invoices, subscriptions } from "../../db/schema/index.ts";

/** Reads only: invoices are written by the subscription engine (modules/subscription). */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type InvoiceRow = typeof invoices.$inferSelect;

/** Every invoice of the account (all its subscriptions), newest first, bounded by the reply's 240. */
export async function listAccountInvoices(db: Database, accountId: string): Promise<InvoiceRow[]> {
  if (!UUID.test(accountId)) {
    return [];
  }
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.periodStart))
    .limit(240);
}

/** One invoice of the account with its subscription's number and domain; undefined for anyone else's. */
export async function findAccountInvoice(db: Database, accountId: string, invoiceId: string) {
  if (!UUID.test(accountId) || !UUID.test(invoiceId)) {
    return undefined;
  }
  const [row] = await db
    .select({
      invoice: invoices,
      subscriptionNumber: subscriptions.subscriptionNumber,
      domain: subscriptions.domain,
    })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)))
    .limit(1);
  return row;
}
