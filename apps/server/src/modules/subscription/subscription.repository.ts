import type { Language, SubscriptionModel, SubscriptionState } from "@cinelux/contract";
import { and, asc, desc, eq, gte, isNull, lt, lte, max, ne, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  cancelReasons,
  cinemas,
  invoices,
  passCards,
  type SubscriptionRow,
  showTranslations,
  subscriptionAudit,
  subscriptionRowOf,
  subscriptionSupplements,
  subscriptions,
} from "../../db/schema/index.ts";

/**
 * The subscription engine's tables (migration 0014): subscriptions, their invoices, supplements and
 * audit, the pass card's status mirror, and the account's `subscription_state` cache
 * (docs/domain/subscription.md "The account's subscription_state").
 */

type Db = Database | Transaction;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * "The" subscription of an account: the one that has not ended (at most one, unique index), else
 * the most recent ended one (its invoices and contract stay readable). `lock`: FOR UPDATE, for a write.
 */
export async function findCurrentSubscription(
  db: Db,
  accountId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  if (!isUuid(accountId)) {
    return undefined;
  }
  const query = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .orderBy(
      sql`case when ${subscriptions.status} <> 'canceled' then 0 else 1 end`,
      desc(subscriptions.startDate),
      desc(subscriptions.createdAt),
    )
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  return row;
}

/** One subscription locked for the billing job; undefined when another process holds it (SKIP LOCKED). */
export async function lockSubscriptionForBilling(
  tx: Transaction,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1)
    .for("update", { skipLocked: true });
  return row;
}

/**
 * The subscriptions the billing job visits: every one not ended, and an ended one whose
 * cancellation is recent (its last, pro rata period may still be due).
 */
export async function listBillableSubscriptionIds(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      or(
        ne(subscriptions.status, "canceled"),
        gte(subscriptions.cancelEffectiveDate, sql`${today}::date - 62`),
      ),
    )
    .orderBy(asc(subscriptions.id));
  return rows.map((row) => row.id);
}

/** Writes the model back (and the card's status mirror when the status moved). */
export async function updateSubscriptionModel(
  tx: Transaction,
  row: SubscriptionRow,
  model: SubscriptionModel,
): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ ...subscriptionRowOf(model), updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
  if (model.status !== row.status) {
    // The pass card shows the subscription's status (SPEC 4 subscriptionStatus, GET .../cards).
    await tx
      .update(passCards)
      .set({ status: model.status, lastUpdateDate: new Date() })
      .where(eq(passCards.id, row.cardId));
  }
}

export async function insertAudit(
  tx: Transaction,
  values: {
    subscriptionId: string;
    actor: string;
    action: string;
    before: SubscriptionModel | null;
    after: SubscriptionModel | null;
  },
): Promise<void> {
  await tx.insert(subscriptionAudit).values(values);
}

/**
 * Rewrites `accounts.subscription_state` when it differs (the UPDATE fires `account_changed`, so
 * every process drops its copy of the account); true when it was written.
 */
export async function writeAccountSubscriptionState(
  tx: Transaction,
  accountId: string,
  state: SubscriptionState,
): Promise<boolean> {
  const value = JSON.stringify(state);
  const updated = await tx
    .update(accounts)
    .set({ subscriptionState: state, updatedAt: new Date() })
    .where(
      and(eq(accounts.id, accountId), sql`${accounts.subscriptionState} is distinct from ${value}::jsonb`),
    )
    .returning({ id: accounts.id });
  return updated.length > 0;
}

/** True when the account holds a subscription not ended other than `subscriptionId` (a new pass after a cancelled one). */
export async function hasOtherLiveSubscription(
  tx: Transaction,
  accountId: string,
  subscriptionId: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        ne(subscriptions.status, "canceled"),
        ne(subscriptions.id, subscriptionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What the subscription's replies, mails and PDFs say about the customer. */
export interface Holder {
  id: string;
  mail: string;
  language: Language;
  domain: "fr" | "nl";
  firstName: string | null;
  lastName: string | null;
  infixName: string | null;
  address: string | null;
  addressComplement: string | null;
  postalCode: string | null;
  city: string | null;
}

export async function findHolder(db: Db, accountId: string): Promise<Holder | undefined> {
  if (!isUuid(accountId)) {
    return undefined;
  }
  const [row] = await db
    .select({
      id: accounts.id,
      mail: accounts.mail,
      language: accounts.language,
      domain: accounts.domain,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      infixName: accounts.infixName,
      address: accounts.address,
      addressComplement: accounts.addressComplement,
      postalCode: accounts.postalCode,
      city: accounts.city,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row;
}

export async function findCard(db: Db, cardId: string) {
  const [row] = await db
    .select({
      id: passCards.id,
      type: passCards.type,
      number: passCards.number,
      status: passCards.status,
    })
    .from(passCards)
    .where(eq(passCards.id, cardId))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Invoices

export type InvoiceRecord = typeof invoices.$inferSelect;

/** The subscription's invoices, newest first (bounded by the reply schema's 240). */
export async function listSubscriptionInvoices(db: Db, subscriptionId: string): Promise<InvoiceRecord[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(desc(invoices.issuedOn), desc(invoices.periodStart))
    .limit(240);
}

/** The end of the last invoiced period: the billing job's only cursor (null: nothing invoiced yet). */
export async function lastPeriodEndOf(tx: Transaction, subscriptionId: string): Promise<string | null> {
  const [row] = await tx
    .select({ end: max(invoices.periodEnd) })
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId));
  return row?.end ?? null;
}

/**
 * Inserts one period's invoice; a period already invoiced (unique subscription + period start) is
 * left alone and answers undefined, so a second run or a second process bills nothing twice.
 */
export async function insertInvoice(
  tx: Transaction,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRecord | undefined> {
  const [row] = await tx
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: [invoices.subscriptionId, invoices.periodStart] })
    .returning();
  return row;
}

export async function countUnpaidInvoices(tx: Transaction, subscriptionId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "unpaid")));
  return row?.count ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Supplements

/**
 * Debit invoicing: the supplements of [from, to) not billed yet are added to the invoice of the
 * next period and linked to it; answers their total.
 */
export async function attachSupplementsToInvoice(
  tx: Transaction,
  options: { subscriptionId: string; invoiceId: string; from: string; to: string },
): Promise<number> {
  const rows = await tx
    .update(subscriptionSupplements)
    .set({ invoiceId: options.invoiceId })
    .where(
      and(
        eq(subscriptionSupplements.subscriptionId, options.subscriptionId),
        isNull(subscriptionSupplements.invoiceId),
        gte(subscriptionSupplements.date, options.from),
        lt(subscriptionSupplements.date, options.to),
      ),
    )
    .returning({ amount: subscriptionSupplements.amountCents });
  return rows.reduce((sum, row) => sum + row.amount, 0);
}

export async function setInvoiceAmount(tx: Transaction, invoiceId: string, amountCents: number) {
  await tx.update(invoices).set({ amountCents }).where(eq(invoices.id, invoiceId));
}

/** Supplement lines as a pass page or an invoice shows them: the film's title in `language`, the cinema's name. */
function selectSupplementLines(db: Db, language: Language) {
  return db
    .select({
      date: subscriptionSupplements.date,
      format: subscriptionSupplements.format,
      amountCents: subscriptionSupplements.amountCents,
      movie: showTranslations.title,
      cinema: cinemas.name,
    })
    .from(subscriptionSupplements)
    .innerJoin(cinemas, eq(cinemas.id, subscriptionSupplements.cinemaId))
    .leftJoin(
      showTranslations,
      and(
        eq(showTranslations.showId, subscriptionSupplements.showId),
        eq(showTranslations.language, language),
      ),
    );
}

/** The supplements of [from, to], newest first. */
export async function listSupplements(
  db: Db,
  options: { subscriptionId: string; from: string; to: string; language: Language },
) {
  return selectSupplementLines(db, options.language)
    .where(
      and(
        eq(subscriptionSupplements.subscriptionId, options.subscriptionId),
        gte(subscriptionSupplements.date, options.from),
        lte(subscriptionSupplements.date, options.to),
      ),
    )
    .orderBy(desc(subscriptionSupplements.date))
    .limit(500);
}

/** The supplements an invoice bills (debit invoicing), oldest first. */
export async function listInvoiceSupplements(db: Db, invoiceId: string, language: Language) {
  return selectSupplementLines(db, language)
    .where(eq(subscriptionSupplements.invoiceId, invoiceId))
    .orderBy(subscriptionSupplements.date)
    .limit(500);
}

// ---------------------------------------------------------------------------------------------
// Cancel reasons (reference data of migration 0014)

export async function listCancelReasons(db: Db) {
  return db
    .select({ id: cancelReasons.id, labels: cancelReasons.labels })
    .from(cancelReasons)
    .where(eq(cancelReasons.active, true))
    .orderBy(asc(cancelReasons.position));
}

export async function findCancelReason(db: Db, id: string) {
  const [row] = await db
    .select({ id: cancelReasons.id, labels: cancelReasons.labels })
    .from(cancelReasons)
    .where(and(eq(cancelReasons.id, id), eq(cancelReasons.active, true)))
    .limit(1);
  return row;
}

/** The pass's other holders (the Duo's partner, the Family's members), as named for its plan. */
export async function setSubscriptionPeople(
  tx: Transaction,
  row: SubscriptionRow,
  people: SubscriptionRow["people"],
) {
  await tx.update(subscriptions).set({ people }).where(eq(subscriptions.id, row.id));
}

/** A plan change in force: the pass card shows the new plan, the subscription its people. */
export async function setPassPlan(
  tx: Transaction,
  row: SubscriptionRow,
  change: { type: string; label: string; people: SubscriptionRow["people"] },
): Promise<void> {
  await setSubscriptionPeople(tx, row, change.people);
  await tx
    .update(passCards)
    .set({ type: change.type, label: change.label, lastUpdateDate: new Date() })
    .where(eq(passCards.id, row.cardId));
}
