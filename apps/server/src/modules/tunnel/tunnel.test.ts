import {
  BOOKING_TOKEN_HEADER,
  type Booking,
  HOLD_MINUTES,
  type SessionDetail,
  type SessionSeats,
} from "@cinelux/contract";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createCustomer, tokenOf } from "../../../test/factories.ts";
import { createTunnelSession, drawnSeatMap, expireHold, sellSeats } from "../../../test/tunnel.factories.ts";
import { hallSeatMaps, sessionSeats } from "../../db/schema/index.ts";
import { expireHolds } from "./hold-expiry.job.ts";

const t = useTestApp({ seed: false });

let ips = 0;
/** A client IP of its own per request, so the per-IP hold limit of one test does not spill into another. */
const freshIp = () => `10.27.${Math.floor(++ips / 250)}.${ips % 250}`;

/** A small hall: row A with wheelchair spaces, a love-seat pair in row D, a blocked seat in row C. */
const HALL = drawnSeatMap("wc....cw", "........", "b.......", "LL....LL");

type Who = { customer?: { id: string }; token?: string };

async function call(who: Who, request: Omit<InjectOptions, "remoteAddress">) {
  const headers: Record<string, string> = { ...(request.headers as Record<string, string>) };
  if (who.customer) {
    headers.authorization = `Bearer ${await tokenOf(t, who.customer)}`;
  }
  if (who.token !== undefined) {
    headers[BOOKING_TOKEN_HEADER] = who.token;
  }
  return t.app.inject({ ...request, headers, remoteAddress: freshIp() });
}

const hold = (who: Who, sessionId: string, seats: string[], extra: Record<string, unknown> = {}) =>
  call(who, { method: "POST", url: "/api/bookings?language=en", payload: { sessionId, seats, ...extra } });

async function seatStates(sessionId: string): Promise<Record<string, string>> {
  const response = await t.app.inject(`/api/sessions/${sessionId}/seats`);
  expect(response.statusCode).toBe(200);
  const body = response.json() as SessionSeats;
  return Object.fromEntries(body.seats.map((seat) => [seat.id, seat.state]));
}

async function newSession(options: Partial<Parameters<typeof createTunnelSession>[1]> = {}) {
  return createTunnelSession(t.database.db, { seatMap: HALL, ...options });
}

describe("GET /api/sessions/{id}", () => {
  it("answers the session, its show in the language asked and its hall with its seat map, open for booking", async () => {
    const { sessionId } = await newSession({ show: { title: "Le Kid" } });
    const response = await t.app.inject(`/api/sessions/${sessionId}?language=en`);
    expect(response.statusCode).toBe(200);
    const session = response.json() as SessionDetail;
    expect(session).toMatchObject({
      id: sessionId,
      version: "VOST",
      show: { title: "Le Kid", durationMinutes: 100 },
      hall: { seatCount: 32, seatMap: HALL },
      closed: null,
      holdMinutes: HOLD_MINUTES,
      maxSeats: 10,
    });
  });

  it("says past once the session has started, notBookable when its show is not on sale", async () => {
    const closedOf = async (options: Parameters<typeof newSession>[0]) => {
      const { sessionId } = await newSession(options);
      return ((await t.app.inject(`/api/sessions/${sessionId}`)).json() as SessionDetail).closed;
    };
    expect(await closedOf({ startsIn: -5 })).toBe("past");
    expect(await closedOf({ show: { bookable: false } })).toBe("notBookable");
    expect(await closedOf({ show: { comingSoon: true, presales: false } })).toBe("notBookable");
    expect(await closedOf({ show: { comingSoon: true, presales: true } })).toBeNull();
  });

  it("says soldOut when no seat is free: every seat sold, held or blocked", async () => {
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("b...") });
    await sellSeats(t.database.db, sessionId, ["A2", "A3"]);
    const customer = await createCustomer(t.database.db);
    expect((await hold({ customer }, sessionId, ["A4"])).statusCode).toBe(201);
    const session = (await t.app.inject(`/api/sessions/${sessionId}`)).json() as SessionDetail;
    expect(session.closed).toBe("soldOut");
  });

  it("answers 404 NOT_FOUND for an unknown session", async () => {
    const response = await t.app.inject(`/api/sessions/${crypto.randomUUID()}?language=en`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("GET /api/sessions/{id}/seats", () => {
  it("gives every seat its state: sold, held, blocked or free, cacheable for a second", async () => {
    const { sessionId } = await newSession();
    await sellSeats(t.database.db, sessionId, ["B1", "B2"]);
    const customer = await createCustomer(t.database.db);
    expect((await hold({ customer }, sessionId, ["B5", "B6"])).statusCode).toBe(201);
    const response = await t.app.inject(`/api/sessions/${sessionId}/seats`);
    expect(response.headers["cache-control"]).toBe("public, max-age=1");
    const seats = (response.json() as SessionSeats).seats;
    expect(seats).toHaveLength(32);
    expect(seats[0]).toEqual({ id: "A1", row: "A", number: 1, type: "wheelchair", state: "free" });
    const states = Object.fromEntries(seats.map((seat) => [seat.id, seat.state]));
    expect([states.B1, states.B2, states.B3, states.B4, states.B5, states.B6, states.C1]).toEqual([
      "sold",
      "sold",
      "free",
      "free",
      "held",
      "held",
      "blocked",
    ]);
  });

  it("never counts the seats of an expired hold, before the expiry job has run", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = (await hold({ customer }, sessionId, ["B3", "B4"])).json() as Booking;
    await expireHold(t.database.db, booking.id);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    const states = await seatStates(sessionId);
    expect([states.B3, states.B4]).toEqual(["free", "free"]);
  });

  it("answers 404 NOT_FOUND for an unknown session", async () => {
    expect((await t.app.inject(`/api/sessions/${crypto.randomUUID()}/seats`)).statusCode).toBe(404);
  });
});

describe("POST /api/bookings", () => {
  it("holds a customer's seats for ten minutes, answering no token", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const before = Date.now();
    const response = await hold({ customer }, sessionId, ["B3", "B4"]);
    expect(response.statusCode).toBe(201);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const booking = response.json() as Booking;
    expect(booking).toMatchObject({ sessionId, stage: "held", seats: ["B3", "B4"] });
    expect(booking.token).toBeUndefined();
    const expiresIn = Date.parse(booking.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(HOLD_MINUTES * 60_000 - 5_000);
    expect(expiresIn).toBeLessThan(HOLD_MINUTES * 60_000 + 5_000);
    const states = await seatStates(sessionId);
    expect([states.B3, states.B4]).toEqual(["held", "held"]);
  });

  it("refuses seats held or sold by another booking with 409 SEATS_TAKEN naming each, holding nothing", async () => {
    const { sessionId } = await newSession();
    await sellSeats(t.database.db, sessionId, ["B2"]);
    const first = await createCustomer(t.database.db);
    expect((await hold({ customer: first }, sessionId, ["B5", "B6"])).statusCode).toBe(201);
    const second = await createCustomer(t.database.db);
    const refused = await hold({ customer: second }, sessionId, ["B1", "B2"]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "SEATS_TAKEN",
      message: "Someone else just took these seats: B2. Choose others.",
      fields: [{ path: "seats.B2", code: "invalid_value" }],
    });
    const held = await hold({ customer: second }, sessionId, ["B6", "B7"]);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ code: "SEATS_TAKEN", fields: [{ path: "seats.B6" }] });
    const states = await seatStates(sessionId);
    expect([states.B1, states.B7]).toEqual(["free", "free"]);
  });

  it("answers 404 for an unknown session and 409 SESSION_CLOSED once it has started or is not on sale", async () => {
    const customer = await createCustomer(t.database.db);
    expect((await hold({ customer }, crypto.randomUUID(), ["A1"])).statusCode).toBe(404);
    const past = await newSession({ startsIn: -1 });
    const refused = await hold({ customer }, past.sessionId, ["B3"]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SESSION_CLOSED" });
    const offSale = await newSession({ show: { bookable: false } });
    expect((await hold({ customer }, offSale.sessionId, ["B3"])).json()).toMatchObject({
      code: "SESSION_CLOSED",
    });
  });

  it("refuses seats not in the hall, blocked or repeated with 400 SEATS_INVALID naming each", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const response = await hold({ customer }, sessionId, ["B3", "Z9", "C1"]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "SEATS_INVALID",
      fields: [
        { path: "seats.Z9", code: "invalid_value" },
        { path: "seats.C1", code: "invalid_value" },
      ],
    });
    expect((await hold({ customer }, sessionId, ["B3", "B3"])).json()).toMatchObject({
      code: "SEATS_INVALID",
      fields: [{ path: "seats.B3" }],
    });
  });

  it("refuses a love seat without its pair, naming the missing one; takes the pair together", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const refused = await hold({ customer }, sessionId, ["D1"]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "LOVE_SEAT_PAIR_REQUIRED",
      fields: [{ path: "seats.D2", code: "required" }],
    });
    expect((await hold({ customer }, sessionId, ["D1", "D2"])).statusCode).toBe(201);
  });

  it("refuses more than ten seats with the schema's 400", async () => {
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("............") });
    const customer = await createCustomer(t.database.db);
    const seats = Array.from({ length: 11 }, (_, index) => `A${index + 1}`);
    const response = await hold({ customer }, sessionId, seats);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "BAD_REQUEST",
      fields: [{ path: "seats", code: "too_long" }],
    });
  });

  it("refuses a choice that leaves a single seat stranded with 409 SEAT_STRANDED naming it", async () => {
    const { sessionId } = await newSession();
    await sellSeats(t.database.db, sessionId, ["B1"]);
    const customer = await createCustomer(t.database.db);
    const refused = await hold({ customer }, sessionId, ["B3", "B4"]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "SEAT_STRANDED",
      message: "This choice leaves seat B2 alone between taken seats: move your seats or take it too.",
      fields: [{ path: "seats.B2", code: "invalid_value" }],
    });
    expect((await hold({ customer }, sessionId, ["B2", "B3"])).statusCode).toBe(201);
  });

  it("accepts a stranding choice when no other placement of as many seats avoids it", async () => {
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("b..b") });
    const customer = await createCustomer(t.database.db);
    expect((await hold({ customer }, sessionId, ["A2"])).statusCode).toBe(201);
  });

  it("replaces the customer's hold on the same session: the old one released, its seats free", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const first = (await hold({ customer }, sessionId, ["B3", "B4"])).json() as Booking;
    const second = (await hold({ customer }, sessionId, ["B4", "B5"])).json() as Booking;
    expect(second.id).not.toBe(first.id);
    const old = await call({ customer }, { method: "GET", url: `/api/bookings/${first.id}` });
    expect((old.json() as Booking).stage).toBe("released");
    const states = await seatStates(sessionId);
    expect([states.B3, states.B4, states.B5]).toEqual(["free", "held", "held"]);
  });

  it("holds against the hall's map as it is now: a map written again is read again by the next hold", async () => {
    const { sessionId, cinemaId, hallName } = await newSession();
    expect((await hold({}, sessionId, ["B3"])).statusCode).toBe(201);
    // The back-office imports a new plan of the hall: row B loses seat 8, a row E appears.
    const imported = drawnSeatMap("wc....cw", ".......", "b.......", "LL....LL", "....");
    await t.database.db
      .update(hallSeatMaps)
      .set({ seatMap: imported })
      .where(and(eq(hallSeatMaps.cinemaId, cinemaId), eq(hallSeatMaps.hallName, hallName)));
    expect((await hold({}, sessionId, ["E1", "E2"])).statusCode).toBe(201);
    const gone = await hold({}, sessionId, ["B8"]);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toMatchObject({ code: "SEATS_INVALID", fields: [{ path: "seats.B8" }] });
    const states = await seatStates(sessionId);
    expect([states.B8, states.E1, states.E2, states.E3]).toEqual([undefined, "held", "held", "free"]);
  });

  it("holds a guest's seats with a token answered once, which replaces the guest's hold when sent back", async () => {
    const { sessionId } = await newSession();
    const created = await hold({}, sessionId, ["B3", "B4"], { buyerMail: "Guest@Example.test" });
    expect(created.statusCode).toBe(201);
    const first = created.json() as Booking;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const read = await call({ token: first.token }, { method: "GET", url: `/api/bookings/${first.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ ...first, token: undefined });
    expect((read.json() as Booking).token).toBeUndefined();
    const second = (await hold({ token: first.token }, sessionId, ["B6", "B7"])).json() as Booking;
    expect(second.token).not.toBe(first.token);
    const old = await call({ token: first.token }, { method: "GET", url: `/api/bookings/${first.id}` });
    expect((old.json() as Booking).stage).toBe("released");
  });
});

describe("GET and DELETE /api/bookings/{id}", () => {
  it("shows a customer's booking to that customer only: another customer gets 404 BOOKING_NOT_FOUND", async () => {
    const { sessionId } = await newSession();
    const owner = await createCustomer(t.database.db);
    const booking = (await hold({ customer: owner }, sessionId, ["B3"])).json() as Booking;
    const own = await call({ customer: owner }, { method: "GET", url: `/api/bookings/${booking.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("private, no-store");
    expect(own.json()).toEqual(booking);
    const other = await createCustomer(t.database.db);
    for (const method of ["GET", "DELETE"] as const) {
      const refused = await call(
        { customer: other },
        { method, url: `/api/bookings/${booking.id}?language=en` },
      );
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "BOOKING_NOT_FOUND" });
    }
    const anonymous = await call({}, { method: "GET", url: `/api/bookings/${booking.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect((await seatStates(sessionId)).B3).toBe("held");
  });

  it("refuses a guest's booking without its token or with a wrong one, and to a signed-in customer", async () => {
    const { sessionId } = await newSession();
    const booking = (await hold({}, sessionId, ["B3"])).json() as Booking;
    const wrong = `${booking.token?.slice(0, -1)}${booking.token?.endsWith("A") ? "B" : "A"}`;
    const customer = await createCustomer(t.database.db);
    for (const who of [{}, { token: wrong }, { token: "short" }, { customer }] as Who[]) {
      for (const method of ["GET", "DELETE"] as const) {
        const refused = await call(who, { method, url: `/api/bookings/${booking.id}` });
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ code: "BOOKING_NOT_FOUND" });
      }
    }
    expect((await seatStates(sessionId)).B3).toBe("held");
  });

  it("releases the owner's booking: 204, its seats free at once, released; again changes nothing", async () => {
    const { sessionId } = await newSession();
    const customer = await createCustomer(t.database.db);
    const booking = (await hold({ customer }, sessionId, ["B3", "B4"])).json() as Booking;
    const guest = (await hold({}, sessionId, ["B7", "B8"])).json() as Booking;
    expect(
      (await call({ customer }, { method: "DELETE", url: `/api/bookings/${booking.id}` })).statusCode,
    ).toBe(204);
    expect(
      (await call({ token: guest.token }, { method: "DELETE", url: `/api/bookings/${guest.id}` })).statusCode,
    ).toBe(204);
    const states = await seatStates(sessionId);
    expect([states.B3, states.B4, states.B7, states.B8]).toEqual(["free", "free", "free", "free"]);
    const read = await call({ customer }, { method: "GET", url: `/api/bookings/${booking.id}` });
    expect((read.json() as Booking).stage).toBe("released");
    expect(
      (await call({ customer }, { method: "DELETE", url: `/api/bookings/${booking.id}` })).statusCode,
    ).toBe(204);
    // Another customer may take the seats now.
    const other = await createCustomer(t.database.db);
    expect((await hold({ customer: other }, sessionId, ["B3", "B4"])).statusCode).toBe(201);
  });
});

describe("hold expiry", () => {
  it("gives an expired hold's seats to the next customer, and the job deletes what is left", async () => {
    const { sessionId } = await newSession();
    const first = await createCustomer(t.database.db);
    const booking = (await hold({ customer: first }, sessionId, ["B3", "B4"])).json() as Booking;
    const other = (
      await hold({ customer: await createCustomer(t.database.db) }, sessionId, ["B7", "B8"])
    ).json() as Booking;
    await expireHold(t.database.db, booking.id);
    await expireHold(t.database.db, other.id);
    const read = await call({ customer: first }, { method: "GET", url: `/api/bookings/${booking.id}` });
    expect((read.json() as Booking).stage).toBe("expired");
    const second = await createCustomer(t.database.db);
    expect((await hold({ customer: second }, sessionId, ["B3", "B4"])).statusCode).toBe(201);
    // B7 and B8 are still claimed by the other expired hold until the job runs (they count as free).
    const claimsOf = async () =>
      (await t.database.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId)))
        .map((claim) => claim.seatId)
        .sort();
    expect(await claimsOf()).toEqual(["B3", "B4", "B7", "B8"]);
    expect(await expireHolds(t.database.db)).toBeGreaterThanOrEqual(2);
    expect(await claimsOf()).toEqual(["B3", "B4"]);
    expect(await expireHolds(t.database.db)).toBe(0);
    expect((await hold({ customer: second }, sessionId, ["B7", "B8"])).statusCode).toBe(201);
  });
});

describe("rate limit", () => {
  it("refuses a 31st hold in a minute from one address with 429", async () => {
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: drawnSeatMap("..........") });
    const customer = await createCustomer(t.database.db);
    const authorization = `Bearer ${await tokenOf(t, customer)}`;
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/bookings",
        headers: { authorization },
        remoteAddress: "10.99.0.1",
        payload: { sessionId, seats: [index % 2 === 0 ? "A1" : "A2"] },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
