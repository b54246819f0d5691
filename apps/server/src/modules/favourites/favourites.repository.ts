import { type DomainId, MAX_FAVOURITE_CINEMA_CHOICES } from "@cinelux/contract";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { accounts, cinemas, favouriteCinemas } from "../../db/schema/index.ts";

/**
 * SQL of the favourite cinemas (docs/domain/favourites-friends.md). Writes run in the caller's transaction.
 */

type Db = Database | Transaction;

/** A cinema as the favourites' list and the picker show it. */
const CINEMA_COLUMNS = {
  id: cinemas.id,
  name: cinemas.name,
  codeCcs: cinemas.codeCcs,
  vistaRef: cinemas.vistaRef,
};

/** The account's favourite cinemas of `domain`, in the order they were added. */
export async function findFavouriteCinemas(db: Db, accountId: string, domain: DomainId) {
  return db
    .select(CINEMA_COLUMNS)
    .from(favouriteCinemas)
    .innerJoin(cinemas, eq(cinemas.id, favouriteCinemas.cinemaId))
    .where(and(eq(favouriteCinemas.accountId, accountId), eq(cinemas.domain, domain)))
    .orderBy(asc(favouriteCinemas.addedAt), asc(cinemas.name));
}

/**
 * Locks the account's row until the transaction ends: two adds of one customer (two tabs) then run
 * one after the other, and the second counts what the first added (SPEC 5 limit under concurrency).
 */
export async function lockAccount(tx: Transaction, accountId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for("update");
  return rows.length === 1;
}

/** The ids among `ids` that are cinemas of `domain`. */
export async function findDomainCinemaIds(
  tx: Transaction,
  ids: string[],
  domain: DomainId,
): Promise<string[]> {
  const rows = await tx
    .select({ id: cinemas.id })
    .from(cinemas)
    .where(and(inArray(cinemas.id, ids), eq(cinemas.domain, domain)));
  return rows.map((row) => row.id);
}

/** Adds the cinemas in order: each gets its own instant, so the list keeps the order they were added. */
export async function insertFavouriteCinemas(tx: Transaction, accountId: string, cinemaIds: string[]) {
  const start = Date.now();
  await tx
    .insert(favouriteCinemas)
    .values(cinemaIds.map((cinemaId, index) => ({ accountId, cinemaId, addedAt: new Date(start + index) })))
    .onConflictDoNothing();
}

export async function deleteFavouriteCinemas(tx: Transaction, accountId: string, cinemaIds: string[]) {
  return tx
    .delete(favouriteCinemas)
    .where(and(eq(favouriteCinemas.accountId, accountId), inArray(favouriteCinemas.cinemaId, cinemaIds)))
    .returning({ cinemaId: favouriteCinemas.cinemaId });
}

/** The cinemas of `domain` a customer may pick, by name. */
export async function findCinemaChoices(db: Db, domain: DomainId) {
  return db
    .select({ ...CINEMA_COLUMNS, city: cinemas.city })
    .from(cinemas)
    .where(eq(cinemas.domain, domain))
    .orderBy(asc(cinemas.name))
    .limit(MAX_FAVOURITE_CINEMA_CHOICES);
}
