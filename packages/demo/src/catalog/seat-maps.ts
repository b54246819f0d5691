import type { SeatMap, SeatType, Technology } from "@cinelux/contract";
import { seatsOfMap } from "@cinelux/contract/seat-maps";
import type { DemoHall } from "./halls.ts";

/**
 * A demo hall's seat map (docs/domain/booking.md "Seat maps"), from its seat count and formats alone,
 * so the seed and the web's fakes draw the same hall: rows A, B, C... from the screen, seats numbered
 * from 1 left to right as the audience faces the screen, and exactly `seatCount` seats.
 *
 * - a centre aisle (a gap of one seat in x) above AISLE_ABOVE seats;
 * - rows a little wider towards the back (the remainder of the division goes to the last rows);
 * - the first row's two ends are wheelchair spaces, each with its companion seat beside it;
 * - premium seats in the middle of the rows behind the middle of the hall (one more row of them in an
 *   IMAX or Dolby hall), never in the last row;
 * - love seats in pairs across the last row above LOVE_SEATS_ABOVE seats (not in a 4DX hall, whose
 *   motion seats come in fixed blocks);
 * - the two ends of the row before the last blocked above BLOCKED_ABOVE seats (the projection
 *   staff's places).
 */
export const AISLE_ABOVE = 80;
export const LOVE_SEATS_ABOVE = 150;
export const BLOCKED_ABOVE = 200;
/** One more row of premium seats in these formats' halls. */
const WIDE_PREMIUM: readonly Technology[] = ["imax", "dolby"];

/** The row labels from the screen: A to Z, then AA, AB... */
export function rowLabel(index: number): string {
  const letter = (n: number) => String.fromCharCode(65 + n);
  return index < 26 ? letter(index) : `${letter(Math.floor(index / 26) - 1)}${letter(index % 26)}`;
}

/** How many rows a hall of `seatCount` seats has: a little deeper than a square, never under 4. */
export function rowCountOf(seatCount: number): number {
  return Math.min(40, Math.max(4, Math.round(Math.sqrt(seatCount / 0.75))));
}

/** The seats of each row, front first: equal rows, the remainder one more each in the last rows. */
function rowLengths(seatCount: number): number[] {
  const rows = Math.min(rowCountOf(seatCount), seatCount);
  const base = Math.floor(seatCount / rows);
  const wider = seatCount % rows;
  return Array.from({ length: rows }, (_, index) => base + (index >= rows - wider ? 1 : 0));
}

type PlannedSeat = SeatMap["zones"][number]["rows"][number]["seats"][number];

function seatType(options: {
  rowIndex: number;
  rows: number;
  number: number;
  length: number;
  premiumRows: { from: number; to: number };
}): SeatType {
  const { rowIndex, number, length } = options;
  if (rowIndex === 0 && length >= 4) {
    if (number === 1 || number === length) {
      return "wheelchair";
    }
    if (number === 2 || number === length - 1) {
      return "companion";
    }
  }
  const middle = (length + 1) / 2;
  const inPremiumRows = rowIndex >= options.premiumRows.from && rowIndex <= options.premiumRows.to;
  return inPremiumRows && Math.abs(number - middle) < length / 4 ? "premium" : "standard";
}

/** A demo hall's plan in the contract's seat-map format. */
export function demoSeatMap(hall: Pick<DemoHall, "seatCount" | "technologies">): SeatMap {
  const lengths = rowLengths(hall.seatCount);
  const rows = lengths.length;
  const aisle = hall.seatCount > AISLE_ABOVE;
  const widest = Math.max(...lengths) + (aisle ? 1 : 0);
  const lastPremium = rows - 2;
  const premiumRows = {
    from: Math.max(
      1,
      Math.floor(rows / 2) - (hall.technologies.some((t) => WIDE_PREMIUM.includes(t)) ? 1 : 0),
    ),
    to: Math.max(1, Math.min(lastPremium, Math.floor(rows / 2) + 2)),
  };
  const loveSeats = hall.seatCount > LOVE_SEATS_ABOVE && !hall.technologies.includes("4dx");
  const blocked = hall.seatCount > BLOCKED_ABOVE;

  const planned = lengths.map((length, rowIndex) => {
    const label = rowLabel(rowIndex);
    const width = length + (aisle ? 1 : 0);
    const left = 1 + (widest - width) / 2;
    const leftBlock = Math.ceil(length / 2);
    const seats: PlannedSeat[] = [];
    for (let number = 1; number <= length; number++) {
      const x = left + (number - 1) + (aisle && number > leftBlock ? 1 : 0);
      const seat: PlannedSeat = {
        id: `${label}${number}`,
        number,
        x,
        y: 2 + rowIndex,
        type: seatType({ rowIndex, rows, number, length, premiumRows }),
      };
      if (blocked && rowIndex === rows - 2 && (number === 1 || number === length)) {
        seat.blocked = true;
      }
      seats.push(seat);
    }
    if (loveSeats && rowIndex === rows - 1) {
      pairLoveSeats(seats, aisle ? leftBlock : length);
    }
    return { label, seats };
  });

  return {
    size: { width: widest + 2, height: rows + 3 },
    screen: { x: 1, width: widest },
    zones: [{ name: "Stalls", rows: planned }],
  };
}

/** Pairs the seats two by two within each side of the aisle; an odd seat out stays a single seat. */
function pairLoveSeats(seats: PlannedSeat[], leftBlock: number): void {
  const blocks = [seats.slice(0, leftBlock), seats.slice(leftBlock)];
  for (const block of blocks) {
    for (let index = 0; index + 1 < block.length; index += 2) {
      const first = block[index] as PlannedSeat;
      const second = block[index + 1] as PlannedSeat;
      first.type = "loveSeat";
      second.type = "loveSeat";
      first.pair = second.id;
      second.pair = first.id;
    }
  }
}

/** Every seat of a plan, row by row from the screen. */
export const seatsOf = seatsOfMap;
