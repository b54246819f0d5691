import type { SeatMap, SeatState, SeatType, SessionSeats } from "@cinelux/contract/booking";
import { strandedSeatOf } from "@cinelux/contract/seat-rules";

/** A seat as the page draws it: its place in the hall (seat map) and its state now (the seats call). */
export interface PlanSeat {
  id: string;
  row: string;
  number: number;
  x: number;
  y: number;
  type: SeatType;
  pair?: string;
  state: SeatState;
}

export interface PlanRow {
  label: string;
  /** Left to right as seen from the hall (x). */
  seats: PlanSeat[];
}

/**
 * The hall's rows, nearest the screen first, each left to right. A seat the seats call does not
 * name is taken as blocked: the page never offers a seat the server did not say was free.
 */
export function buildPlan(map: SeatMap, states: SessionSeats["seats"]): PlanRow[] {
  const stateOf = new Map(states.map((seat) => [seat.id, seat.state]));
  const rows = map.zones.flatMap((zone) =>
    zone.rows.map((row) => ({
      label: row.label,
      seats: row.seats
        .map((seat) => ({
          id: seat.id,
          row: row.label,
          number: seat.number,
          x: seat.x,
          y: seat.y,
          type: seat.type,
          ...(seat.pair ? { pair: seat.pair } : {}),
          state: seat.blocked ? ("blocked" as const) : (stateOf.get(seat.id) ?? ("blocked" as const)),
        }))
        .sort((a, b) => a.x - b.x),
    })),
  );
  const top = (row: PlanRow) => Math.min(...row.seats.map((seat) => seat.y));
  return rows.sort((a, b) => top(a) - top(b));
}

export type SeatMove = "left" | "right" | "up" | "down" | "home" | "end";

/** The keys of the keyboard grid. */
export const MOVE_KEYS: Record<string, SeatMove> = {
  ArrowLeft: "left",
  ArrowRight: "right",
  ArrowUp: "up",
  ArrowDown: "down",
  Home: "home",
  End: "end",
};

function locate(rows: readonly PlanRow[], id: string): { row: number; seat: number } | null {
  for (const [rowIndex, row] of rows.entries()) {
    const seatIndex = row.seats.findIndex((seat) => seat.id === id);
    if (seatIndex >= 0) {
      return { row: rowIndex, seat: seatIndex };
    }
  }
  return null;
}

/**
 * Where a key takes the focus from seat `id`: along its row (aisles hold no seat, so they are
 * skipped), to the row's ends, or to the seat of the next row nearest above or below. Stays put at
 * an edge.
 */
export function moveFrom(rows: readonly PlanRow[], id: string, move: SeatMove): string {
  const at = locate(rows, id);
  const row = at ? rows[at.row] : undefined;
  const seat = at && row ? row.seats[at.seat] : undefined;
  if (!at || !row || !seat) {
    return id;
  }
  switch (move) {
    case "left":
      return row.seats[at.seat - 1]?.id ?? id;
    case "right":
      return row.seats[at.seat + 1]?.id ?? id;
    case "home":
      return row.seats[0]?.id ?? id;
    case "end":
      return row.seats[row.seats.length - 1]?.id ?? id;
    default: {
      const next = rows[at.row + (move === "up" ? -1 : 1)];
      if (!next) {
        return id;
      }
      const nearest = next.seats.reduce((best, candidate) =>
        Math.abs(candidate.x - seat.x) < Math.abs(best.x - seat.x) ? candidate : best,
      );
      return nearest.id;
    }
  }
}

export function seatById(rows: readonly PlanRow[], id: string): PlanSeat | undefined {
  for (const row of rows) {
    const seat = row.seats.find((candidate) => candidate.id === id);
    if (seat) {
      return seat;
    }
  }
  return undefined;
}

export type ToggleResult = { selection: string[]; refused?: "limit" };

/**
 * A seat chosen or given back. A love seat goes with its pair (both or neither); only free seats
 * are chosen; past `max` the choice is refused and says so.
 */
export function toggleSeat(
  rows: readonly PlanRow[],
  selection: readonly string[],
  id: string,
  max: number,
): ToggleResult {
  const seat = seatById(rows, id);
  if (!seat) {
    return { selection: [...selection] };
  }
  const pair = seat.pair ? seatById(rows, seat.pair) : undefined;
  const ids = pair ? [seat.id, pair.id] : [seat.id];
  if (selection.includes(seat.id)) {
    return { selection: selection.filter((chosen) => !ids.includes(chosen)) };
  }
  if (ids.some((candidate) => seatById(rows, candidate)?.state !== "free")) {
    return { selection: [...selection] };
  }
  if (selection.length + ids.length > max) {
    return { selection: [...selection], refused: "limit" };
  }
  return { selection: [...selection, ...ids] };
}

/**
 * The single-seat rule (packages/contract seat-rules.ts), as a hint before the server decides: the
 * free seat this choice would leave alone between taken ones, when the rule refuses it.
 */
export function strandedSeat(rows: readonly PlanRow[], selection: readonly string[]): string | undefined {
  const seats = rows.flatMap((row) =>
    row.seats.map((seat) => ({ id: seat.id, row: row.label, x: seat.x, taken: seat.state !== "free" })),
  );
  return strandedSeatOf(seats, selection);
}

/** Seats in the order a customer reads them: by row, then number. */
export function sortSeatIds(rows: readonly PlanRow[], ids: readonly string[]): PlanSeat[] {
  return rows
    .flatMap((row) => [...row.seats].sort((a, b) => a.number - b.number))
    .filter((seat) => ids.includes(seat.id));
}
