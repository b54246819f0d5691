import type { BookingChoicesRequest, BookingQuote } from "@cinelux/contract";
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  type BookingPaidWith,
  bookingNumbers,
  bookings,
  holds,
  type NewBookingRow,
  passCards,
  sessionSeats,
  subscriptionSupplements,
  subscriptions,
  walletCards,
} from "../../db/schema/index.ts";

type Executor = Database | Transaction;

/**
 * The customer's pass cards among `ids`, with their subscription (the one not canceled); locked
 * until the transaction ends when `lock` (two checkouts on one pass run one after the other).
 */
export async function findPassCards(
  db: Executor,
  options: { accountId: string; ids: string[]; lock: boolean },
) {
  if (options.ids.length === 0) {
    return [];
  }
  const query = db
    .select({
      id: passCards.id,
      type: passCards.type,
      status: passCards.status,
      expirationDate: passCards.expirationDate,
      subscriptionId: subscriptions.id,
      addOns: subscriptions.addOns,
      people: subscriptions.people,
      debitInvoiceEnabled: subscriptions.debitInvoiceEnabled,
    })
    .from(passCards)
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.cardId, passCards.id), ne(subscriptions.status, "canceled")),
    )
    .where(and(inArray(passCards.id, options.ids), eq(passCards.accountId, options.accountId)));
  return options.lock ? query.for("update", { of: passCards }) : query;
}
export type PassCardFound = Awaited<ReturnType<typeof findPassCards>>[number];

/** The customer's wallet cards among `ids`, locked when `lock` (a place or a balance is spent once). */
export async function findWalletCards(
  db: Executor,
  options: { accountId: string; ids: string[]; lock: boolean },
) {
  if (options.ids.length === 0) {
    return [];
  }
  const query = db
    .select({
      id: walletCards.id,
      type: walletCards.type,
      remainingQuantity: walletCards.remainingQuantity,
      expirationDate: walletCards.expirationDate,
    })
    .from(walletCards)
    .where(and(inArray(walletCards.id, options.ids), eq(walletCards.accountId, options.accountId)))
    .orderBy(walletCards.id);
  return options.lock ? query.for("update") : query;
}
export type WalletCardFound = Awaited<ReturnType<typeof findWalletCards>>[number];

/** Seats each pass card already took at the session, in its CONFIRMED bookings made in the tunnel. */
export async function passSeatsTaken(
  db: Executor,
  sessionId: string,
  cardIds: string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) {
    return new Map();
  }
  const result = await db.execute(sql`
    select pass ->> 'cardId' as "cardId", sum((pass ->> 'seats')::int)::int as seats
    from ${bookings} as booking, jsonb_array_elements(coalesce(booking.paid_with -> 'passes', '[]'::jsonb)) as pass
    where booking.session_id = ${sessionId} and booking.status = 'CONFIRMED'
      and pass ->> 'cardId' in ${cardIds}
    group by 1`);
  const rows = (result as unknown as { rows: { cardId: string; seats: number }[] }).rows;
  return new Map(rows.map((row) => [row.cardId, Number(row.seats)]));
}

export async function saveChoices(
  db: Executor,
  holdId: string,
  values: { choices: BookingChoicesRequest; quote: BookingQuote; buyerMail?: string },
): Promise<void> {
  await db
    .update(holds)
    .set({
      choices: values.choices,
      quote: values.quote,
      ...(values.buyerMail ? { buyerMail: values.buyerMail } : {}),
    })
    .where(eq(holds.id, holdId));
}

export async function setHoldOrder(db: Executor, holdId: string, orderId: string): Promise<void> {
  await db.update(holds).set({ orderId }).where(eq(holds.id, holdId));
}

/** The hold, locked: one confirmation at a time per booking. */
export async function lockHold(tx: Transaction, holdId: string) {
  const [row] = await tx
    .select({
      id: holds.id,
      sessionId: holds.sessionId,
      accountId: holds.accountId,
      buyerMail: holds.buyerMail,
      seats: holds.seats,
      bookingId: holds.bookingId,
      releasedAt: holds.releasedAt,
      choices: holds.choices,
      expired: sql<boolean>`${holds.expiresAt} <= now()`,
    })
    .from(holds)
    .where(eq(holds.id, holdId))
    .for("update");
  return row;
}
export type LockedHold = NonNullable<Awaited<ReturnType<typeof lockHold>>>;

/** How many of the hold's claims are still there (an expired hold keeps them until another takes the seats). */
export async function countHoldClaims(tx: Transaction, holdId: string): Promise<number> {
  const rows = await tx
    .select({ seatId: sessionSeats.seatId })
    .from(sessionSeats)
    .where(eq(sessionSeats.holdId, holdId))
    .for("update");
  return rows.length;
}

/**
 * Claims again the seats of a hold that lost its claims (expired, its claims deleted): stale claims
 * of other ended holds on them go first; answers false when another booking holds one of them.
 */
export async function reclaimSeats(
  tx: Transaction,
  options: { sessionId: string; holdId: string; seatIds: string[] },
): Promise<boolean> {
  await tx.execute(sql`
    delete from ${sessionSeats} as claim
    using ${holds} as hold
    where claim.session_id = ${options.sessionId}
      and claim.seat_id in ${options.seatIds}
      and claim.hold_id = hold.id
      and hold.id <> ${options.holdId}
      and (hold.released_at is not null or hold.expires_at <= now())`);
  await tx
    .insert(sessionSeats)
    .values(
      [...options.seatIds]
        .sort()
        .map((seatId) => ({ sessionId: options.sessionId, seatId, holdId: options.holdId })),
    )
    .onConflictDoNothing();
  const mine = await tx
    .select({ seatId: sessionSeats.seatId })
    .from(sessionSeats)
    .where(eq(sessionSeats.holdId, options.holdId));
  return mine.length === options.seatIds.length;
}

/** The next booking number of a domain: CLX-FR-100001. */
export async function nextBookingRef(tx: Transaction, domain: "fr" | "nl"): Promise<string> {
  const result = await tx.execute(sql`select nextval(${bookingNumbers.seqName}) as n`);
  const [row] = (result as unknown as { rows: { n: string | number }[] }).rows;
  return `CLX-${domain.toUpperCase()}-${String(row?.n ?? 0).padStart(6, "0")}`;
}

/** Writes the booking and moves the hold's claims to it: its seats are sold from now on. */
export async function insertBooking(
  tx: Transaction,
  holdId: string,
  row: NewBookingRow,
): Promise<{ id: string }> {
  const [booking] = await tx.insert(bookings).values(row).returning({ id: bookings.id });
  if (!booking) {
    throw new Error("the booking was not inserted");
  }
  await tx
    .update(sessionSeats)
    .set({ holdId: null, bookingId: booking.id })
    .where(eq(sessionSeats.holdId, holdId));
  await tx.update(holds).set({ bookingId: booking.id }).where(eq(holds.id, holdId));
  return booking;
}

/** Takes `quantity` (places or cents) from a wallet card locked by the caller. */
export async function spendWalletCard(tx: Transaction, cardId: string, quantity: number): Promise<void> {
  const [row] = await tx
    .update(walletCards)
    .set({
      remainingQuantity: sql`${walletCards.remainingQuantity} - ${quantity}`,
      lastUpdateDate: sql`now()`,
    })
    .where(and(eq(walletCards.id, cardId), sql`${walletCards.remainingQuantity} >= ${quantity}`))
    .returning({ id: walletCards.id });
  if (!row) {
    throw new Error(`the wallet card ${cardId} has less than ${quantity} left`);
  }
}

/** Gives `quantity` back to a wallet card (a cancel), never above what it was issued with. */
export async function refillWalletCard(tx: Transaction, cardId: string, quantity: number): Promise<void> {
  await tx
    .update(walletCards)
    .set({
      remainingQuantity: sql`least(${walletCards.initialQuantity}, ${walletCards.remainingQuantity} + ${quantity})`,
      lastUpdateDate: sql`now()`,
    })
    .where(eq(walletCards.id, cardId));
}

export async function insertSupplement(
  tx: Transaction,
  row: typeof subscriptionSupplements.$inferInsert,
): Promise<string> {
  const [inserted] = await tx
    .insert(subscriptionSupplements)
    .values(row)
    .returning({ id: subscriptionSupplements.id });
  if (!inserted) {
    throw new Error("the supplement was not inserted");
  }
  return inserted.id;
}

/** Deletes the supplements not invoiced yet (a cancelled booking's). */
export async function deleteUninvoicedSupplements(tx: Transaction, ids: string[]): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  await tx
    .delete(subscriptionSupplements)
    .where(and(inArray(subscriptionSupplements.id, ids), isNull(subscriptionSupplements.invoiceId)));
}

/** A booking made in the tunnel: what paid for it. */
export async function findPaidWith(db: Executor, bookingId: string): Promise<BookingPaidWith | null> {
  const [row] = await db
    .select({ paidWith: bookings.paidWith })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.paidWith ?? null;
}
