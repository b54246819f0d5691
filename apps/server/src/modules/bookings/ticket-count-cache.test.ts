import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomerWithHistory } from "../../../test/booking-history.ts";
import { createBooking } from "../../../test/bookings.factories.ts";
import { createCinema, createShow } from "../../../test/catalog.factories.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { bookings } from "../../db/schema/index.ts";
import { countUpcomingTickets } from "./bookings.service.ts";
import { type TicketCount, TicketCountCache } from "./ticket-count-cache.ts";

const t = useTestApp({ seed: false });
const DAY = 24 * 60;
// The show and cinema the booking histories are sessions of.
beforeAll(async () => {
  await createCinema(t.database.db);
  await createShow(t.database.db);
});

async function ticketCount(token: string, app = t.app): Promise<number> {
  const response = await app.inject({
    method: "GET",
    url: "/api/accounts/me/tickets/count",
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { count: number }).count;
}

const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 20 });

/**
 * Waits until the cache has handled every notification sent so far: they arrive in commit order,
 * so a marker notified now is handled after them. Without it, the inserts' own notifications could
 * arrive after a count was cached and drop it (seen on a loaded machine: a flaky "still cached").
 */
async function settled(cache: TicketCountCache): Promise<void> {
  const marker = randomUUID();
  await eventually(async () => {
    await cache.read(marker, async () => ({ count: 0, validUntil: null }));
    expect(cache.has(marker)).toBe(true);
  });
  await t.database.db.execute(sql`select pg_notify('booking_changed', ${marker})`);
  await eventually(async () => expect(cache.has(marker)).toBe(false));
}

describe("the per-process ticket count cache", () => {
  it("counts once, then answers from memory until a booking of that customer changes", async () => {
    const cache = new TicketCountCache();
    await cache.start(t.database);
    try {
      const db = t.database.db;
      const customer = await createCustomerWithHistory(db, {
        prefix: "C",
        past: 1,
        cancelled: 0,
        upcoming: 3,
      });
      const other = await createCustomerWithHistory(db, { prefix: "C", past: 0, cancelled: 0, upcoming: 2 });
      await settled(cache);
      const count = (accountId: string) => countUpcomingTickets({ db: t.database.db, accountId, cache });
      expect(await count(customer.id)).toBe(3);
      expect(await count(other.id)).toBe(2);
      expect(cache.has(customer.id)).toBe(true);
      // Any write, even plain SQL outside the app, notifies with the booking's account: only that
      // customer's count is dropped.
      await t.database.db
        .update(bookings)
        .set({ status: "CANCELLED" })
        .where(eq(bookings.bookingRef, `C-${customer.id}-upcoming-1`));
      await eventually(async () => expect(cache.has(customer.id)).toBe(false));
      expect(cache.has(other.id)).toBe(true);
      expect(await count(customer.id)).toBe(2);
      // A booking handed to another customer changes both counts.
      await t.database.db
        .update(bookings)
        .set({ accountId: other.id })
        .where(eq(bookings.bookingRef, `C-${customer.id}-upcoming-2`));
      await eventually(async () => expect(await count(customer.id)).toBe(1));
      await eventually(async () => expect(await count(other.id)).toBe(3));
      // A deleted booking too.
      await t.database.db.delete(bookings).where(eq(bookings.bookingRef, `C-${other.id}-upcoming-1`));
      await eventually(async () => expect(await count(other.id)).toBe(2));
    } finally {
      await cache.stop();
    }
  });

  it("keeps every process in step: a booking changed is seen by another process on the same database", async () => {
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      // A Dutch customer with two bookings to come.
      const customer = await createCustomer(t.database.db, { domain: "nl", language: "nl" });
      const booking = await createBooking(t.database.db, { customer, startsIn: 3 * DAY });
      await createBooking(t.database.db, { customer, startsIn: 5 * DAY });
      const token = await tokenOf(t, customer);
      const before = await ticketCount(token, second);
      expect(before).toBe(2);
      expect(await ticketCount(token)).toBe(before);
      expect(booking.status).toBe("CONFIRMED");
      await t.database.db
        .update(bookings)
        .set({ status: "CANCELLED" })
        .where(eq(bookings.bookingRef, booking.bookingRef));
      try {
        await eventually(async () => expect(await ticketCount(token, second)).toBe(before - 1));
        await eventually(async () => expect(await ticketCount(token)).toBe(before - 1));
      } finally {
        await t.database.db
          .update(bookings)
          .set({ status: "CONFIRMED" })
          .where(eq(bookings.bookingRef, booking.bookingRef));
      }
      await eventually(async () => expect(await ticketCount(token, second)).toBe(before));
    } finally {
      await second.close();
    }
  });
});

describe("a cached count in time", () => {
  const soonest = new Date("2026-11-23T20:00:00Z");

  function counting(values: TicketCount[]) {
    const load = vi.fn(async () => values.shift() as TicketCount);
    return load;
  }

  it("holds until the soonest counted session starts, then is counted again", async () => {
    // Not started: no database needed, nothing notifies; time alone is at play here.
    const cache = new TicketCountCache();
    const load = counting([
      { count: 2, validUntil: soonest },
      { count: 1, validUntil: null },
    ]);
    expect((await cache.countAt("a", new Date("2026-11-23T19:00:00Z"), load)).count).toBe(2);
    // At its very start the session still counts.
    expect((await cache.countAt("a", soonest, load)).count).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
    expect((await cache.countAt("a", new Date(soonest.getTime() + 1), load)).count).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    // Nothing left to come: the count holds until a booking changes.
    expect((await cache.countAt("a", new Date("2027-01-01T00:00:00Z"), load)).count).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps one count per customer", async () => {
    const cache = new TicketCountCache();
    const later = new Date("2026-11-23T19:00:00Z");
    await cache.countAt("a", later, async () => ({ count: 4, validUntil: soonest }));
    expect((await cache.countAt("b", later, async () => ({ count: 0, validUntil: null }))).count).toBe(0);
    expect((await cache.countAt("a", later, async () => ({ count: 99, validUntil: null }))).count).toBe(4);
  });
});
