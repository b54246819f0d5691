import { describe, expect, it } from "vitest";
import { type RuleSeat, strandedSeatOf } from "./seat-rules.ts";

/**
 * A hall drawn as text, one line per row: `.` free, `x` taken, a space an aisle (a gap in x).
 * Row "A" is the first line; seats are numbered from 1 left to right, so "A3" is the third seat.
 */
function hall(...lines: string[]): RuleSeat[] {
  return lines.flatMap((line, rowIndex) => {
    const row = String.fromCharCode(65 + rowIndex);
    let number = 0;
    const seats: RuleSeat[] = [];
    for (let x = 0; x < line.length; x++) {
      const mark = line[x];
      if (mark === " ") {
        continue;
      }
      number += 1;
      seats.push({ id: `${row}${number}`, row, x, taken: mark === "x" });
    }
    return seats;
  });
}

describe("strandedSeatOf (the single-seat rule)", () => {
  it("accepts a choice that strands nobody", () => {
    expect(strandedSeatOf(hall("x......."), ["A2", "A3"])).toBeUndefined();
    expect(strandedSeatOf(hall("........"), ["A1", "A2"])).toBeUndefined();
  });

  it("refuses a choice that leaves one free seat between a taken seat and the choice, naming it", () => {
    expect(strandedSeatOf(hall("x......."), ["A3", "A4"])).toBe("A2");
  });

  it("refuses a choice that leaves one free seat between two chosen seats", () => {
    expect(strandedSeatOf(hall("........"), ["A3", "A5"])).toBe("A4");
  });

  it("counts blocked, held and sold seats alike: any taken seat on both sides strands", () => {
    expect(strandedSeatOf(hall("...x...."), ["A6"])).toBe("A5");
  });

  it("does not count an aisle as a neighbour: a seat beside the aisle is not stranded", () => {
    // A4 sits beside the aisle; choosing A3 leaves A4 with no neighbour on its right.
    expect(strandedSeatOf(hall("x...  ...."), ["A2", "A3"])).toBeUndefined();
    expect(strandedSeatOf(hall("x...."), ["A3", "A4"])).toBe("A2");
  });

  it("does not count a seat at the end of a row: it has no neighbour on one side", () => {
    expect(strandedSeatOf(hall("......"), ["A2", "A3"])).toBeUndefined();
    expect(strandedSeatOf(hall("......"), ["A2"])).toBeUndefined();
  });

  it("ignores a seat that was alone before the choice", () => {
    expect(strandedSeatOf(hall("x.x....."), ["A4", "A5"])).toBeUndefined();
  });

  it("looks only at the rows of the choice, not a lone seat elsewhere in the hall", () => {
    expect(strandedSeatOf(hall("x.x.....", "........"), ["B1", "B2"])).toBeUndefined();
  });

  it("accepts a stranding choice when no placement of as many seats side by side avoids one", () => {
    // Three free seats between taken ones: the middle one strands both others, an end one none.
    expect(strandedSeatOf(hall("x...x"), ["A3"])).toBe("A2");
    // Two free seats between taken ones: whichever is chosen, the other is left alone.
    expect(strandedSeatOf(hall("x..x"), ["A2"])).toBeUndefined();
  });

  it("accepts it when the only other placements of as many seats also strand", () => {
    expect(strandedSeatOf(hall("x...x", "x...x"), ["A2", "A3"])).toBeUndefined();
    expect(strandedSeatOf(hall("x...x", "x....x"), ["A2", "A3"])).toBe("A4");
  });
});
