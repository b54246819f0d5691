import { and, count, eq, gte, min } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";

/**
 * CONFIRMED bookings of one account whose session starts at `from` or later. Reads only the partial
 * index bookings_account_upcoming_idx (account, session start; CONFIRMED): past, cancelled and
 * pending bookings are never visited, so the cost does not grow with the customer's history. The
 * session's start is the copy kept on the booking by the triggers of migration 0010.
 */
export async function countConfirmedBookingsFrom(
  db: Database,
  accountId: string,
  from: Date,
): Promise<{ total: number; soonest: Date | null }> {
  const [row] = await countConfirmedBookingsFromQuery(db, accountId, from);
  return { total: row?.total ?? 0, soonest: row?.soonest ?? null };
}

/** The query itself, so a test can EXPLAIN it. */
export function countConfirmedBookingsFromQuery(db: Database, accountId: string, from: Date) {
  return (
    db
      // The soonest start comes from the same index range: it says how long the count holds.
      .select({ total: count(), soonest: min(bookings.sessionStartsAt) })
      .from(bookings)
      .where(
        and(
          eq(bookings.accountId, accountId),
          eq(bookings.status, "CONFIRMED"),
          gte(bookings.sessionStartsAt, from),
        ),
      )
  );
}
