import type { Language } from "@cinelux/contract";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import {
  accounts,
  cinemas,
  favouriteCinemas,
  showFeelings,
  showSessions,
  shows,
  showTranslations,
  wishlistAlerts,
} from "../../db/schema/index.ts";

/**
 * SQL of the wishlist alert (docs/domain/feelings.md "Wishlist alert"): wished shows with a
 * session to come at one of the customer's favourite cinemas, not alerted yet.
 */

/** Up to `limit` (customer, wished show) pairs due an alert, each with its first session's cinema. */
export async function listDueWishlistAlerts(db: Database, options: { now: Date; limit: number }) {
  return db
    .selectDistinctOn([showFeelings.accountId, showFeelings.showId], {
      accountId: showFeelings.accountId,
      showId: showFeelings.showId,
      cinemaId: showSessions.cinemaId,
    })
    .from(showFeelings)
    .innerJoin(favouriteCinemas, eq(favouriteCinemas.accountId, showFeelings.accountId))
    .innerJoin(
      showSessions,
      and(
        eq(showSessions.showId, showFeelings.showId),
        eq(showSessions.cinemaId, favouriteCinemas.cinemaId),
        gt(showSessions.startsAt, options.now),
      ),
    )
    .where(
      and(
        eq(showFeelings.intention, 2),
        sql`not exists (select 1 from ${wishlistAlerts} where ${wishlistAlerts.accountId} = ${showFeelings.accountId} and ${wishlistAlerts.showId} = ${showFeelings.showId})`,
      ),
    )
    .orderBy(showFeelings.accountId, showFeelings.showId, showSessions.startsAt)
    .limit(options.limit);
}

/**
 * Records the alert of this customer and show; false when one exists already (another process got
 * there first): the primary key makes "never twice" hold across processes.
 */
export async function claimWishlistAlert(
  tx: Transaction,
  alert: { accountId: string; showId: string; cinemaId: string },
): Promise<boolean> {
  const rows = await tx
    .insert(wishlistAlerts)
    .values({ ...alert, mailed: false })
    .onConflictDoNothing()
    .returning({ accountId: wishlistAlerts.accountId });
  return rows.length > 0;
}

export async function markWishlistAlertMailed(tx: Transaction, alert: { accountId: string; showId: string }) {
  await tx
    .update(wishlistAlerts)
    .set({ mailed: true })
    .where(and(eq(wishlistAlerts.accountId, alert.accountId), eq(wishlistAlerts.showId, alert.showId)));
}

/** The account (fresh, for its opt-ins), the show's title in the account's language, the cinema's name. */
export async function readAlertParts(
  tx: Transaction,
  alert: { accountId: string; showId: string; cinemaId: string },
) {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, alert.accountId));
  if (!account) {
    return undefined;
  }
  const language: Language = account.language;
  const [show] = await tx
    .select({
      slug: shows.slug,
      title: sql<string>`coalesce((select ${showTranslations.title} from ${showTranslations} where ${showTranslations.showId} = ${shows.id} and ${showTranslations.language} = ${language}), ${shows.title})`,
    })
    .from(shows)
    .where(eq(shows.id, alert.showId));
  const [cinema] = await tx
    .select({ name: cinemas.name })
    .from(cinemas)
    .where(eq(cinemas.id, alert.cinemaId));
  return show && cinema ? { account, show, cinema } : undefined;
}
