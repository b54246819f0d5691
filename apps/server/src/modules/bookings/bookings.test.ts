import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomerWithHistory } from "../../../test/booking-history.ts";
import { createBooking } from "../../../test/bookings.factories.ts";
import { createCustomer, injectAs } from "../../../test/factories.ts";
import { type AccountRow, bookings, showSessions } from "../../db/schema/index.ts";
import { countConfirmedBookingsFromQuery } from "./bookings.repository.ts";
import { countUpcomingTickets } from "./bookings.service.ts";

const t = useTestApp({ seed: false });
/** Camille: three bookings to come, a past one and a cancelled one; Sanne: one to come; Noah: none. */
let camille: AccountRow;
let sanne: AccountRow;
let noah: AccountRow;
let camilleUpcoming: string;
let sanneSession: string;
beforeAll(async () => {
  const db = t.database.db;
  [camille, sanne, noah] = [await createCustomer(db), await createCustomer(db), await createCustomer(db)];
  const day = 24 * 60;
  camilleUpcoming = (await createBooking(db, { customer: camille, startsIn: 2 * day })).bookingRef;
  await createBooking(db, { customer: camille, startsIn: 5 * day });
  await createBooking(db, { customer: camille, startsIn: 9 * day });
  await createBooking(db, { customer: camille, startsIn: -3 * day });
  await createBooking(db, { customer: camille, startsIn: 4 * day, status: "CANCELLED" });
  sanneSession = (await createBooking(db, { customer: sanne, startsIn: 3 * day })).sessionId;
});

async function ticketCount(customer: Pick<AccountRow, "id">): Promise<number> {
  const response = await injectAs(t, customer, { method: "GET", url: "/api/accounts/me/tickets/count" });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return (response.json() as { count: number }).count;
}

/** The count once the change has reached the process's ticket count cache (NOTIFY, on commit). */
async function eventuallyCount(customer: Pick<AccountRow, "id">, expected: number): Promise<void> {
  await vi.waitFor(async () => expect(await ticketCount(customer)).toBe(expected), {
    timeout: 2_000,
    interval: 20,
  });
}

describe("GET /api/accounts/me/tickets/count", () => {
  it("counts the confirmed bookings to come: not the past one, not the cancelled one", async () => {
    expect(await ticketCount(camille)).toBe(3);
    expect(await ticketCount(sanne)).toBe(1);
    expect(await ticketCount(noah)).toBe(0);
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/accounts/me/tickets/count" });
    expect(response.statusCode).toBe(401);
  });

  it("counts only the token's own bookings: Camille's changes never move Sanne's count", async () => {
    const [upcoming] = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.bookingRef, camilleUpcoming));
    expect(upcoming?.status).toBe("CONFIRMED");
    await t.database.db
      .update(bookings)
      .set({ status: "CANCELLED" })
      .where(eq(bookings.bookingRef, camilleUpcoming));
    try {
      await eventuallyCount(camille, 2);
      expect(await ticketCount(sanne)).toBe(1);
    } finally {
      await t.database.db
        .update(bookings)
        .set({ status: "CONFIRMED" })
        .where(eq(bookings.bookingRef, camilleUpcoming));
    }
    // A pending booking on Sanne's session, held by Camille, counts for neither.
    await t.database.db.insert(bookings).values({
      accountId: camille.id,
      bookingRef: "CLX-TEST-PENDING",
      sessionId: sanneSession,
      status: "PENDING",
      seats: ["A1"],
      seatType: "standard",
      payment: { bookingDate: new Date().toISOString(), means: "CB", totalAmount: 12.9, currency: "EUR" },
    });
    await eventuallyCount(camille, 3);
    expect(await ticketCount(sanne)).toBe(1);
  });

  it("is documented in OpenAPI with every status", async () => {
    const operation = (await t.openApi()).paths["/api/accounts/me/tickets/count"]?.get;
    // 400: the control-character guard's, on every /api route.
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(["200", "400", "401"]);
  });
});

describe("the ticket count at its boundaries (one index, whatever the history)", () => {
  it("counts a session starting right now, not one that started a moment ago, nor a cancelled booking", async () => {
    const db = t.database.db;
    const customer = await createCustomerWithHistory(db, { prefix: "B", past: 3, cancelled: 2, upcoming: 4 });
    // The second customer's bookings never count for the first, nor the reverse.
    const other = await createCustomerWithHistory(db, { prefix: "B", past: 1, cancelled: 0, upcoming: 5 });
    const count = (accountId: string, now?: Date) =>
      countUpcomingTickets({ db: t.database.db, accountId, now });
    expect(await count(customer.id)).toBe(4);
    expect(await count(other.id)).toBe(5);

    const [upcoming] = await t.database.db
      .select({ startsAt: showSessions.startsAt })
      .from(bookings)
      .innerJoin(showSessions, eq(showSessions.id, bookings.sessionId))
      .where(eq(bookings.bookingRef, `B-${customer.id}-upcoming-1`));
    const startsAt = upcoming?.startsAt as Date;
    // At its very start the session still counts; a millisecond later it is over for the count.
    expect(await count(customer.id, startsAt)).toBe(4);
    expect(await count(customer.id, new Date(startsAt.getTime() + 1))).toBe(0);
  });

  it("follows a session moved to another time and a booking moved to another session", async () => {
    const db = t.database.db;
    const customer = await createCustomerWithHistory(db, { prefix: "M", past: 2, cancelled: 0, upcoming: 3 });
    const count = () => countUpcomingTickets({ db: t.database.db, accountId: customer.id });
    expect(await count()).toBe(3);
    const [past] = await t.database.db
      .select({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(eq(bookings.bookingRef, `M-${customer.id}-past-1`));
    const [next] = await t.database.db
      .select({ sessionId: bookings.sessionId })
      .from(bookings)
      .where(eq(bookings.bookingRef, `M-${customer.id}-upcoming-1`));
    // The upcoming session has just started: its three tickets leave the count.
    await t.database.db
      .update(showSessions)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(showSessions.id, next?.sessionId as string));
    expect(await count()).toBe(0);
    // The old session is moved to next month: its two tickets are to come again.
    await t.database.db
      .update(showSessions)
      .set({ startsAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(showSessions.id, past?.sessionId as string));
    expect(await count()).toBe(2);
    // A booking moved onto a session long gone leaves the count; a copy written by hand is overwritten.
    await t.database.db
      .update(bookings)
      .set({ sessionId: next?.sessionId as string })
      .where(eq(bookings.bookingRef, `M-${customer.id}-past-1`));
    await t.database.db
      .update(bookings)
      .set({ sessionStartsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(bookings.bookingRef, `M-${customer.id}-upcoming-2`));
    expect(await count()).toBe(1);
  });

  it("reads the partial index, never every booking, for a customer with 10,000 bookings", async () => {
    const db = t.database.db;
    const customer = await createCustomerWithHistory(db, {
      prefix: "H",
      past: 9_000,
      cancelled: 990,
      upcoming: 10,
    });
    expect(await countUpcomingTickets({ db: t.database.db, accountId: customer.id })).toBe(10);
    const query = countConfirmedBookingsFromQuery(t.database.db, customer.id, new Date()).toSQL();
    const params = query.params.map((value) => (value instanceof Date ? value.toISOString() : value));
    const explained =
      t.database.driver.kind === "postgres"
        ? (await t.database.driver.pool.query(`explain (format json) ${query.sql}`, params)).rows
        : (await t.database.driver.client.query(`explain (format json) ${query.sql}`, params)).rows;
    const plan = JSON.stringify(explained);
    expect(plan).toContain("bookings_account_upcoming_idx");
    expect(plan).not.toMatch(/"Node Type":\s*"Seq Scan"/);
    // The index is only the account's confirmed bookings by start: scanning it needs no join.
    expect(plan).not.toContain("show_sessions");
  });
});
