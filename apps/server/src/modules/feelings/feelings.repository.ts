import {
  type FeelingFilter,
  type FeelingState,
  type Language,
  MAX_FEELINGS,
  MAX_SHOWS_TO_RATE,
  type RatingTarget,
} from "@cinelux/contract";
import { and, count, desc, eq, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  bookings,
  ignoredShows,
  showFeelings,
  showSessions,
  shows,
  showTranslations,
} from "../../db/schema/index.ts";

/**
 * Locks the customer's row until the transaction ends: two first feelings of one customer at once
 * are counted one after the other against the limit.
 */
export async function lockCustomer(tx: Transaction, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("update");
}

/**
 * SQL of the feelings (docs/domain/feelings.md): wishes and ratings per show, the films to
 * rate (shows of the customer's confirmed past bookings) and the shows ignored. Writes run in the
 * caller's transaction.
 */

type Db = Database | Transaction;

/** The show's title in `language` (its translation, else its original title). */
function titleIn(language: Language) {
  return sql<string>`coalesce((select ${showTranslations.title} from ${showTranslations} where ${showTranslations.showId} = ${shows.id} and ${showTranslations.language} = ${language}), ${shows.title})`;
}

/** A confirmed booking of the account for a session of the show that started before `now`. */
function seenSql(accountId: string, now: Date) {
  return sql<boolean>`exists (select 1 from ${bookings} join ${showSessions} on ${showSessions.id} = ${bookings.sessionId} where ${bookings.accountId} = ${accountId} and ${bookings.status} = 'CONFIRMED' and ${bookings.sessionStartsAt} < ${now.toISOString()} and ${showSessions.showId} = ${shows.id})`;
}

/** The show a feeling write names, by slug or salesforce id. */
export async function findShowByTarget(db: Db, target: RatingTarget) {
  const [row] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(
      "slug" in target ? eq(shows.slug, target.slug) : eq(shows.salesforceShowId, target.salesforceShowId),
    )
    .limit(1);
  return row;
}

/** The account's feeling about the show, locked until the transaction ends. */
export async function lockFeeling(tx: Transaction, accountId: string, showId: string) {
  const [row] = await tx
    .select()
    .from(showFeelings)
    .where(and(eq(showFeelings.accountId, accountId), eq(showFeelings.showId, showId)))
    .for("update");
  return row;
}

export async function countFeelings(tx: Transaction, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(showFeelings)
    .where(eq(showFeelings.accountId, accountId));
  return row?.n ?? 0;
}

/** Writes the state (insert or update), or deletes the row when the state is empty (undefined). */
export async function writeFeeling(
  tx: Transaction,
  key: { accountId: string; showId: string },
  state: FeelingState | undefined,
  now: Date,
): Promise<void> {
  if (!state) {
    await tx
      .delete(showFeelings)
      .where(and(eq(showFeelings.accountId, key.accountId), eq(showFeelings.showId, key.showId)));
    return;
  }
  await tx
    .insert(showFeelings)
    .values({ ...key, ...state, updatedAt: now })
    .onConflictDoUpdate({
      target: [showFeelings.accountId, showFeelings.showId],
      set: { intention: state.intention, emotion: state.emotion, updatedAt: now },
    });
}

const FILTERS: Record<FeelingFilter, ReturnType<typeof isNotNull>> = {
  wished: isNotNull(showFeelings.intention),
  rated: isNotNull(showFeelings.emotion),
};

/** The account's feelings of one kind (or of one show), newest change first, with the show. */
export async function listFeelings(
  db: Db,
  options: { accountId: string; language: Language; now: Date; filter?: FeelingFilter; showId?: string },
) {
  return db
    .select({
      intention: showFeelings.intention,
      emotion: showFeelings.emotion,
      updatedAt: showFeelings.updatedAt,
      showId: shows.id,
      slug: shows.slug,
      salesforceShowId: shows.salesforceShowId,
      genres: shows.genres,
      name: titleIn(options.language),
      isSeen: seenSql(options.accountId, options.now),
    })
    .from(showFeelings)
    .innerJoin(shows, eq(shows.id, showFeelings.showId))
    .where(
      and(
        eq(showFeelings.accountId, options.accountId),
        options.filter ? FILTERS[options.filter] : undefined,
        options.showId ? eq(showFeelings.showId, options.showId) : undefined,
      ),
    )
    .orderBy(desc(showFeelings.updatedAt), shows.slug)
    .limit(MAX_FEELINGS);
}
export type FeelingListRow = Awaited<ReturnType<typeof listFeelings>>[number];

/**
 * The films to rate: every show of the account's confirmed bookings whose session started before
 * `now`, not rated and not ignored, the last seen first; `showId` narrows it to one show.
 */
export async function listShowsToRate(
  db: Db,
  options: { accountId: string; language: Language; now: Date; showId?: string; limit?: number },
) {
  const seenAt = sql<string>`max(${bookings.sessionStartsAt})`;
  return db
    .select({
      showId: shows.id,
      slug: shows.slug,
      salesforceShowId: shows.salesforceShowId,
      name: titleIn(options.language),
      seenAt,
    })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .innerJoin(shows, eq(shows.id, showSessions.showId))
    .leftJoin(
      showFeelings,
      and(eq(showFeelings.accountId, bookings.accountId), eq(showFeelings.showId, shows.id)),
    )
    .leftJoin(
      ignoredShows,
      and(eq(ignoredShows.accountId, bookings.accountId), eq(ignoredShows.showId, shows.id)),
    )
    .where(
      and(
        eq(bookings.accountId, options.accountId),
        eq(bookings.status, "CONFIRMED"),
        lt(bookings.sessionStartsAt, options.now),
        isNull(showFeelings.emotion),
        isNull(ignoredShows.showId),
        options.showId ? eq(shows.id, options.showId) : undefined,
      ),
    )
    .groupBy(shows.id)
    .orderBy(desc(seenAt), shows.slug)
    .limit(options.limit ?? MAX_SHOWS_TO_RATE);
}
export type ShowToRateRow = Awaited<ReturnType<typeof listShowsToRate>>[number];

/** The show with this salesforce id, when the account saw it (a confirmed past booking). */
export async function findSeenShow(
  db: Db,
  options: { accountId: string; salesforceShowId: string; now: Date },
) {
  const [row] = await db
    .select({ id: shows.id })
    .from(shows)
    .where(and(eq(shows.salesforceShowId, options.salesforceShowId), seenSql(options.accountId, options.now)))
    .limit(1);
  return row;
}

/** Marks shows ignored (already ignored ones stay as they were). */
export async function insertIgnoredShows(tx: Transaction, accountId: string, showIds: readonly string[]) {
  if (showIds.length === 0) {
    return;
  }
  await tx
    .insert(ignoredShows)
    .values(showIds.map((showId) => ({ accountId, showId })))
    .onConflictDoNothing();
}

/** Every seen show of the account not rated nor ignored (the purge's target, not bounded by the list). */
export async function listAllShowIdsToRate(tx: Transaction, accountId: string, now: Date): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ showId: showSessions.showId })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.accountId, accountId),
        eq(bookings.status, "CONFIRMED"),
        lt(bookings.sessionStartsAt, now),
        sql`not exists (select 1 from ${ignoredShows} where ${ignoredShows.accountId} = ${accountId} and ${ignoredShows.showId} = ${showSessions.showId})`,
        sql`not exists (select 1 from ${showFeelings} where ${showFeelings.accountId} = ${accountId} and ${showFeelings.showId} = ${showSessions.showId} and ${showFeelings.emotion} is not null)`,
      ),
    );
  return rows.map((row) => row.showId);
}
