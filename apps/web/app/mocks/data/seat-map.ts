import type { SeatMap, SeatState } from "@cinelux/contract/booking";

/**
 * The fakes' hall (docs/fakes.md "Booking"): ten rows A (by the screen) to J, each of 14 seats in
 * three runs split by two aisles (3 | 8 | 3); wheelchair spaces with their companion seats at
 * both ends of row A, premium seats in the middle of rows E to G, love seats in the middle of row J,
 * seat C7 blocked by the cinema.
 */
const ROWS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] as const;
/** The seats' x: 1-3, an aisle, 5-12, an aisle, 14-16. */
const XS = [1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 16];
const PREMIUM_ROWS = new Set(["E", "F", "G"]);

type MapSeat = SeatMap["zones"][number]["rows"][number]["seats"][number];

function seatOf(row: string, rowIndex: number, index: number): MapSeat {
  const number = index + 1;
  const id = `${row}${number}`;
  const seat: MapSeat = { id, number, x: XS[index] as number, y: 2 + rowIndex, type: "standard" };
  const middle = index >= 3 && index <= 10;
  if (row === "A" && (number === 1 || number === 14)) {
    return { ...seat, type: "wheelchair" };
  }
  if (row === "A" && (number === 2 || number === 13)) {
    return { ...seat, type: "companion" };
  }
  if (row === "J" && middle) {
    // Pairs 4-5, 6-7, 8-9, 10-11.
    const partner = number % 2 === 0 ? number + 1 : number - 1;
    return { ...seat, type: "loveSeat", pair: `${row}${partner}` };
  }
  if (PREMIUM_ROWS.has(row) && middle) {
    return { ...seat, type: "premium" };
  }
  if (id === "C7") {
    return { ...seat, blocked: true };
  }
  return seat;
}

export const FAKE_SEAT_MAP: SeatMap = {
  size: { width: 17, height: 13 },
  screen: { x: 2, width: 13 },
  zones: [
    {
      name: "Parterre",
      rows: ROWS.map((label, rowIndex) => ({
        label,
        seats: XS.map((_x, index) => seatOf(label, rowIndex, index)),
      })),
    },
  ],
};

/** The hall's seat count, as the session detail gives it. */
export const FAKE_SEAT_COUNT = ROWS.length * XS.length;

/**
 * Seats other buyers have taken on every fake session, so the map shows every state: sold ones,
 * two held; E12 sold, so choosing E14 alone leaves E13 stranded (the single-seat rule).
 */
export const FAKE_TAKEN_SEATS: Readonly<Record<string, Exclude<SeatState, "free" | "blocked">>> = {
  D3: "sold",
  E12: "sold",
  F7: "sold",
  F8: "sold",
  F9: "sold",
  F10: "held",
  G10: "sold",
  G11: "sold",
  H5: "sold",
  H6: "sold",
  B13: "held",
  J6: "sold",
  J7: "sold",
};
