import type { Database } from "../../db/client.ts";
import { countConfirmedBookingsFrom } from "./bookings.repository.ts";
import type { TicketCount, TicketCountCache } from "./ticket-count-cache.ts";

/**
 * The Wallet bullet (SPEC 2.1): the signed-in customer's tickets still to come, i.e. CONFIRMED
 * bookings (SPEC 4) whose session starts now or later. Cancelled, pending and past ones do not count.
 * Through the process's ticket count cache when given (the route always gives it).
 */
export async function countUpcomingTickets(options: {
  db: Database;
  accountId: string;
  cache?: TicketCountCache;
  now?: Date;
}): Promise<number> {
  const now = options.now ?? new Date();
  const load = async (): Promise<TicketCount> => {
    const { total, soonest } = await countConfirmedBookingsFrom(options.db, options.accountId, now);
    return { count: total, validUntil: soonest };
  };
  const { count } = options.cache ? await options.cache.countAt(options.accountId, now, load) : await load();
  return count;
}
