import { eq, inArray } from "drizzle-orm";
import type { Transaction } from "../db/client.ts";
import { insertNew } from "../db/reference/insert-new.ts";
import { accounts, showFeelings, shows } from "../db/schema/index.ts";
import { normalizeMail } from "../lib/mail-address.ts";

/**
 * Recommendations demo (docs/domain/statistics.md): Lucas, camille.martin's friend
 * (favourites-friends.ts), loved two comedies, so her recommendations can say "Lucas liked it"
 * beside her own wishes and "because you liked The Kid" (feelings.ts).
 */
export const DEMO_FRIEND_LIKES = {
  mail: "lucas.bernard@example.com",
  loved: ["safety-last", "the-navigator"],
} as const;

const DAY_MS = 86_400_000;

/** Writes Lucas's ratings, keyed by (account, show) and never overwritten. Returns the rows created. */
export async function insertFriendLikes(tx: Transaction, now: Date): Promise<number> {
  const [friend] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.mail, normalizeMail(DEMO_FRIEND_LIKES.mail)));
  if (!friend) {
    return 0;
  }
  const loved = await tx
    .select({ id: shows.id })
    .from(shows)
    .where(inArray(shows.slug, [...DEMO_FRIEND_LIKES.loved]));
  if (loved.length === 0) {
    return 0;
  }
  const rows = loved.map((show, index) => ({
    accountId: friend.id,
    showId: show.id,
    intention: null,
    emotion: 5,
    updatedAt: new Date(now.getTime() - (20 + index) * DAY_MS),
  }));
  return insertNew(tx, showFeelings, rows);
}
