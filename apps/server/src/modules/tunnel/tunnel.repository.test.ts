import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createTunnelSession, drawnSeatMap, expireHold, sellSeats } from "../../../test/tunnel.factories.ts";
import { holds, sessionSeats, showSessions } from "../../db/schema/index.ts";
import { holdTokenHash } from "./hold-tokens.ts";
import { placeHoldClaimingSeats, releaseOwnedHold } from "./tunnel.repository.ts";

const t = useTestApp({ seed: false });

const HALL = drawnSeatMap("......", "......");

const guestHold = (sessionId: string, seats: string[], token: string, replacing?: string) => ({
  sessionId,
  accountId: null,
  replacedTokenHash: replacing === undefined ? null : holdTokenHash(replacing),
  tokenHash: holdTokenHash(token),
  buyerMail: "guest@example.com",
  seats,
  holdMinutes: 10,
});

async function claimsOf(sessionId: string) {
  const rows = await t.database.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId));
  return rows
    .map((row) => ({ seat: row.seatId, hold: row.holdId, booking: row.bookingId }))
    .sort((a, b) => a.seat.localeCompare(b.seat));
}

// The hold's statement alone, past the service's read: what decides when two buyers race (the read
// before it may be a moment old). On PostgreSQL the race itself is tunnel-race.test.ts.
describe("placeHoldClaimingSeats (place_hold)", () => {
  it("claims every seat or none: a seat held by a live hold or sold is lost, and nothing is written", async () => {
    const { db } = t.database;
    const { sessionId } = await createTunnelSession(db, { seatMap: HALL });
    const bookingId = await sellSeats(db, sessionId, ["B1"]);
    const first = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A2", "A1"], "first"));
    expect("hold" in first && first.hold.seats).toEqual(["A2", "A1"]);
    const holdId = "hold" in first ? first.hold.id : "";

    const second = await placeHoldClaimingSeats(db, guestHold(sessionId, ["B1", "A3", "A2"], "second"));

    expect(second).toEqual({ lost: ["A2", "B1"] });
    expect(await claimsOf(sessionId)).toEqual([
      { seat: "A1", hold: holdId, booking: null },
      { seat: "A2", hold: holdId, booking: null },
      { seat: "B1", hold: null, booking: bookingId },
    ]);
    expect(await db.select({ id: holds.id }).from(holds).where(eq(holds.sessionId, sessionId))).toEqual([
      { id: holdId },
    ]);
  });

  it("takes over the claim of an expired hold, and replaces the guest's own open hold", async () => {
    const { db } = t.database;
    const { sessionId } = await createTunnelSession(db, { seatMap: HALL });
    const old = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A1"], "old"));
    await expireHold(db, "hold" in old ? old.hold.id : "");
    const mine = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A1", "A2"], "mine"));
    const mineId = "hold" in mine ? mine.hold.id : "";

    const replaced = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A2", "A3"], "next", "mine"));

    const nextId = "hold" in replaced ? replaced.hold.id : "";
    expect(await claimsOf(sessionId)).toEqual([
      { seat: "A2", hold: nextId, booking: null },
      { seat: "A3", hold: nextId, booking: null },
    ]);
    const [was] = await db.select({ releasedAt: holds.releasedAt }).from(holds).where(eq(holds.id, mineId));
    expect(was?.releasedAt).toBeInstanceOf(Date);
  });

  it("refuses a session cancelled after the caller read it: no hold, no seat claimed", async () => {
    const { db } = t.database;
    const { sessionId } = await createTunnelSession(db, { seatMap: HALL });
    // The service read the session open; the staff's cancel commits before the hold's statement.
    await db.update(showSessions).set({ cancelledAt: new Date() }).where(eq(showSessions.id, sessionId));

    const placed = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A1", "A2"], "late"));

    expect(placed).toEqual({ cancelled: true });
    expect(await claimsOf(sessionId)).toEqual([]);
    expect(await db.select({ id: holds.id }).from(holds).where(eq(holds.sessionId, sessionId))).toEqual([]);
  });

  it("waits for a cancel in progress and then refuses: a hold never outlives the cancel", async () => {
    const { db } = t.database;
    const { sessionId } = await createTunnelSession(db, { seatMap: HALL });
    let attempt: ReturnType<typeof placeHoldClaimingSeats> | undefined;
    await db.transaction(async (tx) => {
      // The cancel's first step: the session's row locked.
      await tx
        .select({ id: showSessions.id })
        .from(showSessions)
        .where(eq(showSessions.id, sessionId))
        .for("update");
      // On PostgreSQL the hold's statement starts now, on another connection, and waits for the row;
      // PGlite has one connection and runs it after the cancel.
      attempt = placeHoldClaimingSeats(db, guestHold(sessionId, ["A1"], "racing"));
      await new Promise((resolve) => setTimeout(resolve, 150));
      await tx.update(showSessions).set({ cancelledAt: new Date() }).where(eq(showSessions.id, sessionId));
    });

    expect(await attempt).toEqual({ cancelled: true });
    expect(await claimsOf(sessionId)).toEqual([]);
  });
});

describe("releaseOwnedHold", () => {
  it("releases the owner's hold once, and nobody else's", async () => {
    const { db } = t.database;
    const { sessionId } = await createTunnelSession(db, { seatMap: HALL });
    const placed = await placeHoldClaimingSeats(db, guestHold(sessionId, ["A1"], "token"));
    const holdId = "hold" in placed ? placed.hold.id : "";

    expect(await releaseOwnedHold(db, holdId, { tokenHash: holdTokenHash("other") })).toBeUndefined();
    expect(await releaseOwnedHold(db, holdId, { accountId: crypto.randomUUID() })).toBeUndefined();
    expect(await releaseOwnedHold(db, holdId, undefined)).toBeUndefined();
    expect(await claimsOf(sessionId)).toHaveLength(1);

    expect(await releaseOwnedHold(db, holdId, { tokenHash: holdTokenHash("token") })).toEqual({ sessionId });
    expect(await claimsOf(sessionId)).toEqual([]);
    // Again: the same answer, nothing more changed.
    expect(await releaseOwnedHold(db, holdId, { tokenHash: holdTokenHash("token") })).toEqual({ sessionId });
  });
});
