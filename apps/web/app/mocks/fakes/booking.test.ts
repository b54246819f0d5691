import {
  BOOKING_TOKEN_HEADER,
  BookingSchema,
  SessionDetailSchema,
  SessionSeatsSchema,
} from "@cinelux/contract/booking";
import { ErrorResponseSchema } from "@cinelux/contract/errors";
import { describe, expect, it } from "vitest";
import { FAKE_BOOKING_SESSION_IDS } from "./booking-sessions";
import { fakeProgramme } from "./catalog-programme";
import { BEARER, FR } from "./fakes-test-kit";

const OPEN = FAKE_BOOKING_SESSION_IDS.open;

function hold(seats: string[], headers: Record<string, string> = {}) {
  return fetch(`${FR}/api/bookings?language=en`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ sessionId: OPEN, seats }),
  });
}

async function seatState(id: string): Promise<string | undefined> {
  const seats = SessionSeatsSchema.parse(await (await fetch(`${FR}/api/sessions/${OPEN}/seats`)).json());
  return seats.seats.find((seat) => seat.id === id)?.state;
}

describe("the fake booking endpoints (docs/fakes.md Booking)", () => {
  it("answers a session of the programme with its hall's seat map, by the catalog's session id", async () => {
    const session = fakeProgramme("fr").sessions.find(
      (candidate) => candidate.startsAt.getTime() > Date.now(),
    );
    const answer = await fetch(`${FR}/api/sessions/${session?.id}?language=fr`);
    const detail = SessionDetailSchema.parse(await answer.json());
    expect(detail).toMatchObject({ id: session?.id, closed: null, maxSeats: 10, holdMinutes: 10 });
    expect(detail.hall.name).toBe(session?.auditoriumName);
  });

  it("says why a session cannot be booked, and refuses an unknown or malformed one", async () => {
    const past = SessionDetailSchema.parse(
      await (await fetch(`${FR}/api/sessions/${FAKE_BOOKING_SESSION_IDS.past}`)).json(),
    );
    expect(past.closed).toBe("past");
    const unknown = await fetch(`${FR}/api/sessions/0c0c0c0c-0000-4000-8000-0000000000ff`);
    expect(unknown.status).toBe(404);
    expect(ErrorResponseSchema.parse(await unknown.json()).code).toBe("NOT_FOUND");
    expect((await fetch(`${FR}/api/sessions/not-a-uuid`)).status).toBe(400);
  });

  it("holds free seats for a guest, reached by its token only, and frees them on DELETE", async () => {
    const created = await hold(["C11", "C12"]);
    expect(created.status).toBe(201);
    const booking = BookingSchema.parse(await created.json());
    expect(booking.token).toBeDefined();
    expect(await seatState("C11")).toBe("held");
    const token = { [BOOKING_TOKEN_HEADER]: booking.token ?? "" };
    expect((await fetch(`${FR}/api/bookings/${booking.id}`)).status).toBe(404);
    const read = BookingSchema.parse(
      await (await fetch(`${FR}/api/bookings/${booking.id}`, { headers: token })).json(),
    );
    expect(read).toMatchObject({ stage: "held", seats: ["C11", "C12"] });
    expect(read.token).toBeUndefined();
    expect(
      (await fetch(`${FR}/api/bookings/${booking.id}`, { method: "DELETE", headers: token })).status,
    ).toBe(204);
    expect(await seatState("C11")).toBe("free");
  });

  it("gives a customer's booking no token", async () => {
    const booking = BookingSchema.parse(await (await hold(["D10"], BEARER)).json());
    expect(booking.token).toBeUndefined();
    expect((await fetch(`${FR}/api/bookings/${booking.id}`, { headers: BEARER })).status).toBe(200);
  });

  it("refuses taken seats and a seat left alone with 409s", async () => {
    const taken = await hold(["F7", "F6"]);
    expect(taken.status).toBe(409);
    expect(ErrorResponseSchema.parse(await taken.json()).code).toBe("SEATS_TAKEN");
    // E12 is sold: E14 alone leaves E13 between them.
    const stranded = await hold(["E14"]);
    expect(stranded.status).toBe(409);
    expect(ErrorResponseSchema.parse(await stranded.json()).code).toBe("SEAT_STRANDED");
  });
});
