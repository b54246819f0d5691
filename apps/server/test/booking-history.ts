// A customer with a long booking history, for the ticket count's tests and bench: its cost
// must stay flat as the history grows (DESIGN.md "Quality budgets").
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";
import type { AccountRow } from "../src/db/schema/index.ts";
import { createCustomer } from "./factories.ts";

/**
 * Gives `accountId` `past` CONFIRMED bookings of one session long gone, `cancelled` CANCELLED ones
 * and `upcoming` CONFIRMED ones of a session next week (two new sessions of the database's first
 * show and cinema by slug: the seed's in the bench, the test's own in a test), in a few statements.
 * References start with `prefix`.
 */
export async function addBookingHistory(
  db: Database,
  options: { accountId: string; prefix: string; past: number; cancelled: number; upcoming: number },
): Promise<void> {
  const sessions = await db.execute(sql`
    insert into show_sessions (show_id, cinema_id, starts_at, ends_at, version, auditorium_name, specificities)
    select sh.id, c.id, t.starts_at, t.starts_at + interval '2 hours', 'VF', 'Salle 1', '{}'::text[]
    from (select id from shows order by slug limit 1) sh,
         (select id from cinemas order by slug limit 1) c,
         (values (now() - interval '400 days'), (now() + interval '7 days')) as t(starts_at)
    returning id, starts_at < now() as past`);
  // Both drivers (pg, PGlite) answer `{ rows }`.
  const { rows } = sessions as unknown as { rows: { id: string; past: boolean }[] };
  const pastSession = rows.find((row) => row.past)?.id;
  const upcomingSession = rows.find((row) => !row.past)?.id;
  if (!pastSession || !upcomingSession) {
    throw new Error("a booking history needs a show and a cinema in the database: make them first");
  }
  const add = async (count: number, session: string, status: string, kind: string) => {
    if (count === 0) {
      return;
    }
    await db.execute(sql`
      insert into bookings (account_id, booking_ref, session_id, status, seats, seat_type, payment)
      select ${options.accountId}::uuid, ${`${options.prefix}-${kind}-`} || g, ${session}::uuid, ${status},
             array['A1'], 'standard',
             jsonb_build_object('bookingDate', now(), 'means', 'CB', 'totalAmount', 12.9, 'currency', 'EUR')
      from generate_series(1, ${count}::int) g`);
  };
  await add(options.past, pastSession, "CONFIRMED", "past");
  await add(options.cancelled, upcomingSession, "CANCELLED", "cancelled");
  await add(options.upcoming, upcomingSession, "CONFIRMED", "upcoming");
  await db.execute(sql`analyze bookings`);
}

/**
 * A new customer (createCustomer) with a booking history as addBookingHistory gives it, whose
 * references start with `${prefix}-${customer.id}`.
 */
export async function createCustomerWithHistory(
  db: Database,
  history: { prefix: string; past: number; cancelled: number; upcoming: number },
): Promise<AccountRow> {
  const customer = await createCustomer(db);
  await addBookingHistory(db, {
    ...history,
    accountId: customer.id,
    prefix: `${history.prefix}-${customer.id}`,
  });
  return customer;
}
