import type { Booking, ErrorResponse } from "@cinelux/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useSeparateProcess, useTestApp } from "../../../test/app.ts";
import { createTunnelSession, drawnSeatMap, sellSeats } from "../../../test/tunnel.factories.ts";
import { sessionSeats } from "../../db/schema/index.ts";

const t = useTestApp({ seed: false });

const separate = useSeparateProcess(t);

const BUYERS = 200;
/** Ten rows of twelve seats. */
const HALL = drawnSeatMap(...Array.from({ length: 10 }, () => "............"));
/** The last 20 free seats: every odd seat of rows A to D, each between sold ones (no rule can refuse them). */
const FREE = ["A", "B", "C", "D"].flatMap((row) => [1, 3, 5, 7, 9].map((number) => `${row}${number}`));

/** A reproducible sequence, so a failure shows again on the next run. */
function pseudoRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe("never sold twice", () => {
  it("200 buyers through two server processes race for the last 20 seats: each held once, every loser a 409 SEATS_TAKEN naming seats", async () => {
    // PGlite has one connection and cannot show a race: there the same buyers come one after the
    // other through one process; on PostgreSQL (npm run test:api) through two, all at once.
    const processes = separate.app ? [t.app, separate.app] : [t.app];
    expect(processes).toHaveLength(t.database.kind === "postgres" ? 2 : 1);
    const { sessionId } = await createTunnelSession(t.database.db, { seatMap: HALL });
    const all = HALL.zones.flatMap((zone) => zone.rows.flatMap((row) => row.seats.map((seat) => seat.id)));
    await sellSeats(
      t.database.db,
      sessionId,
      all.filter((seat) => !FREE.includes(seat)),
    );
    const random = pseudoRandom(27);
    const asks = Array.from({ length: BUYERS }, () => {
      const first = FREE[Math.floor(random() * FREE.length)] as string;
      const second = FREE[Math.floor(random() * FREE.length)] as string;
      return random() < 0.5 || first === second ? [first] : [first, second];
    });

    const answers = await Promise.all(
      asks.map((seats, index) =>
        (processes[index % processes.length] ?? t.app).inject({
          method: "POST",
          url: "/api/bookings?language=en",
          remoteAddress: `10.200.${Math.floor(index / 250)}.${index % 250}`,
          payload: { sessionId, seats },
        }),
      ),
    );

    const others = answers.filter((answer) => answer.statusCode !== 201 && answer.statusCode !== 409);
    expect(others.map((answer) => `${answer.statusCode} ${answer.body}`)).toEqual([]);
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201, 409]));
    const held = new Map<string, string>();
    for (const answer of answers.filter((a) => a.statusCode === 201)) {
      const booking = answer.json() as Booking;
      for (const seat of booking.seats) {
        expect(held.get(seat), `${seat} held twice`).toBeUndefined();
        held.set(seat, booking.id);
      }
    }
    answers.forEach((answer, index) => {
      if (answer.statusCode !== 409) {
        return;
      }
      const refusal = answer.json() as ErrorResponse;
      expect(refusal.code).toBe("SEATS_TAKEN");
      const named = (refusal.fields ?? []).map((field) => field.path.replace(/^seats\./, ""));
      expect(named.length).toBeGreaterThan(0);
      for (const seat of named) {
        // A seat named taken is one the buyer asked for and a winner holds.
        expect(asks[index]).toContain(seat);
        expect(held.has(seat), `${seat} named taken but held by nobody`).toBe(true);
      }
    });
    const claims = await t.database.db
      .select()
      .from(sessionSeats)
      .where(eq(sessionSeats.sessionId, sessionId));
    const holdClaims = claims.filter((claim) => claim.holdId !== null);
    expect(new Map(holdClaims.map((claim) => [claim.seatId, claim.holdId]))).toEqual(held);
    expect(held.size).toBeGreaterThanOrEqual(10);
    expect(claims).toHaveLength(all.length - FREE.length + held.size);
  });
});
