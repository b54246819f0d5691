import type { Database } from "../../db/client.ts";
import { countConfirmedBookingsFrom } from "./bookings.repository.ts";

/**
 * The Wallet bullet (SPEC 2.1): the signed-in customer's tickets still to come, i.e. CONFIRMED
 * bookings (SPEC 4) whose session starts now or later. Cancelled, pending and past ones do not count.
 */
export async function countUpcomingTickets(options: {
  db: Database;
  accountId: string;
  now?: Date;
}): Promise<number> {
  return countConfirmedBookingsFrom(options.db, options.accountId, options.now ?? new Date());
}
