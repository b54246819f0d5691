import { SeatMapSchema } from "@cinelux/contract";
import { strandedSeatOf } from "@cinelux/contract/seat-rules";
import { describe, expect, it } from "vitest";
import { DEMO_CINEMAS } from "./cinemas.ts";
import { demoCinemaHalls } from "./halls.ts";
import { demoSeatMap, rowLabel, seatsOf } from "./seat-maps.ts";

const DEMO_HALLS = DEMO_CINEMAS.flatMap((cinema) =>
  demoCinemaHalls(cinema).map((hall) => ({ cinema: cinema.slug, ...hall })),
);

describe("demoSeatMap", () => {
  it.each(DEMO_HALLS)("$cinema $name: a valid plan of exactly its $seatCount seats", (hall) => {
    const map = demoSeatMap(hall);
    expect(SeatMapSchema.parse(map)).toEqual(map);
    const seats = seatsOf(map);
    expect(seats).toHaveLength(hall.seatCount);
    expect(new Set(seats.map((seat) => seat.id)).size).toBe(hall.seatCount);
    for (const seat of seats) {
      expect(seat.id).toBe(`${seat.row}${seat.number}`);
      expect(seat.x + 1).toBeLessThanOrEqual(map.size.width);
      expect(seat.y + 1).toBeLessThanOrEqual(map.size.height);
    }
  });

  it("labels rows from the screen A to Z, then AA", () => {
    expect([0, 1, 25, 26, 27].map(rowLabel)).toEqual(["A", "B", "Z", "AA", "AB"]);
  });

  it("opens a centre aisle above 80 seats: one gap of two in x in each row, none below", () => {
    const gaps = (seatCount: number) =>
      demoSeatMap({ seatCount, technologies: [] }).zones[0]?.rows.map(
        (row) =>
          row.seats.filter((seat, index) => index > 0 && seat.x - (row.seats[index - 1]?.x ?? 0) > 1.5)
            .length,
      );
    expect(new Set(gaps(120))).toEqual(new Set([1]));
    expect(new Set(gaps(60))).toEqual(new Set([0]));
  });

  it("puts two wheelchair spaces in the first row, each with its companion seat beside it", () => {
    const first = demoSeatMap({ seatCount: 157, technologies: [] }).zones[0]?.rows[0]?.seats ?? [];
    const types = first.map((seat) => seat.type);
    expect(types.filter((type) => type === "wheelchair")).toHaveLength(2);
    expect(types.filter((type) => type === "companion")).toHaveLength(2);
    expect([types[0], types[1], types.at(-2), types.at(-1)]).toEqual([
      "wheelchair",
      "companion",
      "companion",
      "wheelchair",
    ]);
  });

  it("seats premium seats in the middle of the rows behind the middle, never in the first or last row", () => {
    const map = demoSeatMap({ seatCount: 200, technologies: [] });
    const rows = map.zones[0]?.rows ?? [];
    const premiumRows = rows.flatMap((row, index) =>
      row.seats.some((s) => s.type === "premium") ? [index] : [],
    );
    expect(premiumRows.length).toBeGreaterThan(1);
    expect(Math.min(...premiumRows)).toBeGreaterThanOrEqual(Math.floor(rows.length / 2));
    expect(Math.max(...premiumRows)).toBeLessThan(rows.length - 1);
    const imax = demoSeatMap({ seatCount: 200, technologies: ["imax"] }).zones[0]?.rows ?? [];
    expect(imax.filter((row) => row.seats.some((s) => s.type === "premium")).length).toBe(
      premiumRows.length + 1,
    );
  });

  it("pairs love seats in the last row of halls above 150 seats, each naming the other", () => {
    const last = demoSeatMap({ seatCount: 180, technologies: [] }).zones[0]?.rows.at(-1)?.seats ?? [];
    const loveSeats = last.filter((seat) => seat.type === "loveSeat");
    expect(loveSeats.length).toBeGreaterThanOrEqual(last.length - 2);
    for (const seat of loveSeats) {
      const pair = last.find((other) => other.id === seat.pair);
      expect(pair?.pair).toBe(seat.id);
      expect(Math.abs((pair?.x ?? 0) - seat.x)).toBe(1);
    }
    const small = seatsOf(demoSeatMap({ seatCount: 140, technologies: [] }));
    expect(small.some((seat) => seat.type === "loveSeat")).toBe(false);
    const motion = seatsOf(demoSeatMap({ seatCount: 180, technologies: ["4dx"] }));
    expect(motion.some((seat) => seat.type === "loveSeat")).toBe(false);
  });

  it("blocks a few seats in big halls only", () => {
    expect(seatsOf(demoSeatMap({ seatCount: 240, technologies: [] })).filter((s) => s.blocked)).toHaveLength(
      2,
    );
    expect(seatsOf(demoSeatMap({ seatCount: 150, technologies: [] })).some((s) => s.blocked)).toBe(false);
  });

  it("draws every row as seats side by side for the single-seat rule, the aisle breaking it", () => {
    const seats = seatsOf(demoSeatMap({ seatCount: 100, technologies: [] })).map((seat) => ({
      ...seat,
      taken: false,
    }));
    // Two seats chosen with one free seat between them, in the same block of a row: refused.
    expect(strandedSeatOf(seats, ["C1", "C3"])).toBe("C2");
  });
});
