import { describe, expect, it } from "vitest";
import { FAKE_SEAT_MAP } from "../../mocks/data/seat-map";
import { fakeSeatStates } from "../../mocks/fakes/booking";
import { FAKE_BOOKING_SESSION_IDS } from "../../mocks/fakes/booking-sessions";
import { formatCountdown, holdAnnouncement } from "./format";
import { buildPlan, moveFrom, strandedSeat, toggleSeat } from "./seat-plan";

const rows = buildPlan(FAKE_SEAT_MAP, fakeSeatStates(FAKE_BOOKING_SESSION_IDS.open).seats);

describe("the seat plan", () => {
  it("orders rows from the screen and seats left to right, a seat the seats call leaves out blocked", () => {
    expect(rows.map((row) => row.label).join("")).toBe("ABCDEFGHIJ");
    expect(rows[0]?.seats.map((seat) => seat.number)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    const partial = buildPlan(FAKE_SEAT_MAP, []);
    expect(partial[0]?.seats[0]?.state).toBe("blocked");
  });

  it("moves up and down to the nearest seat of the next row, and stays put at an edge", () => {
    expect(moveFrom(rows, "A1", "up")).toBe("A1");
    expect(moveFrom(rows, "A1", "left")).toBe("A1");
    expect(moveFrom(rows, "J14", "down")).toBe("J14");
    expect(moveFrom(rows, "C7", "down")).toBe("D7");
  });

  it("chooses only free seats", () => {
    expect(toggleSeat(rows, [], "F7", 10).selection).toEqual([]);
    expect(toggleSeat(rows, ["A3"], "A3", 10).selection).toEqual([]);
  });

  it("finds the seat a choice leaves alone between two taken ones, not one at a row's end", () => {
    expect(strandedSeat(rows, ["E14"])).toBe("E13");
    expect(strandedSeat(rows, ["E13", "E14"])).toBeUndefined();
    // D4 starts its run after the aisle: D3 (sold) is across it.
    expect(strandedSeat(rows, ["D5"])).toBeUndefined();
  });
});

describe("the hold's countdown", () => {
  it("writes minutes and seconds, never below zero", () => {
    expect(formatCountdown(600_000)).toBe("10:00");
    expect(formatCountdown(61_500)).toBe("1:02");
    expect(formatCountdown(-5)).toBe("0:00");
  });

  it("speaks only at 5 minutes, 1 minute and the end", () => {
    expect(holdAnnouncement(9 * 60_000)).toBeNull();
    expect(holdAnnouncement(5 * 60_000)).toBe("five");
    expect(holdAnnouncement(90_000)).toBe("five");
    expect(holdAnnouncement(60_000)).toBe("one");
    expect(holdAnnouncement(0)).toBe("expired");
  });
});
