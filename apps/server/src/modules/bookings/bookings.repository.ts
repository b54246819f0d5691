import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { bookings, showSessions } from "../../db/schema/index.ts";

/** CONFIRMED bookings of one account whose session starts at `from` or later. */
export async function countConfirmedBookingsFrom(
  db: Database,
  accountId: string,
  from: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
    .where(
      and(
        eq(bookings.accountId, accountId),
        eq(bookings.status, "CONFIRMED"),
        gte(showSessions.startsAt, from),
      ),
    );
  return row?.total ?? 0;
}
