/**
 * The single-seat rule (docs/domain/booking.md "Rules"): a choice of seats must not leave one free
 * seat alone between taken ones in a row, unless no other choice of as many seats side by side would
 * avoid it. Pure, so the server refuses with it and the web warns with the same words before asking.
 */

/**
 * Two seats of a row are side by side when their x differ by at most this (one seat is about 1 wide
 * in the seat-map format); a larger gap is an aisle, and a seat beside an aisle has no neighbour there.
 */
export const ADJACENT_SEAT_GAP = 1.5;

/** A seat as the rule sees it: its row, its place in the row, and whether it can be chosen. */
export interface RuleSeat {
  id: string;
  row: string;
  x: number;
  /** Sold, held by another booking, or blocked by the cinema. */
  taken: boolean;
}

type Row = readonly RuleSeat[];

function rowsOf(seats: readonly RuleSeat[]): Map<string, RuleSeat[]> {
  const rows = new Map<string, RuleSeat[]>();
  for (const seat of seats) {
    const row = rows.get(seat.row);
    if (row) {
      row.push(seat);
    } else {
      rows.set(seat.row, [seat]);
    }
  }
  for (const row of rows.values()) {
    row.sort((a, b) => a.x - b.x);
  }
  return rows;
}

function sideBySide(a: RuleSeat | undefined, b: RuleSeat | undefined): boolean {
  return a !== undefined && b !== undefined && Math.abs(a.x - b.x) <= ADJACENT_SEAT_GAP;
}

/** The free seats of a row whose neighbours on both sides are occupied. */
function strandedIn(row: Row, occupied: (seat: RuleSeat) => boolean): string[] {
  const stranded: string[] = [];
  for (let index = 0; index < row.length; index++) {
    const seat = row[index] as RuleSeat;
    const left = row[index - 1];
    const right = row[index + 1];
    if (
      !occupied(seat) &&
      left !== undefined &&
      right !== undefined &&
      sideBySide(left, seat) &&
      sideBySide(seat, right) &&
      occupied(left) &&
      occupied(right)
    ) {
      stranded.push(seat.id);
    }
  }
  return stranded;
}

/** The seats of `row` that choosing `chosen` strands and that were not stranded already. */
function newlyStranded(row: Row, chosen: ReadonlySet<string>): string[] {
  const before = new Set(strandedIn(row, (seat) => seat.taken));
  return strandedIn(row, (seat) => seat.taken || chosen.has(seat.id)).filter((id) => !before.has(id));
}

/** Whether `count` free seats side by side somewhere in the hall can be chosen without stranding one. */
function anyPlacementWithoutStranding(rows: Iterable<Row>, count: number): boolean {
  for (const row of rows) {
    for (let start = 0; start + count <= row.length; start++) {
      const window = row.slice(start, start + count);
      const contiguous = window.every((seat, index) => index === 0 || sideBySide(window[index - 1], seat));
      if (!contiguous || window.some((seat) => seat.taken)) {
        continue;
      }
      if (newlyStranded(row, new Set(window.map((seat) => seat.id))).length === 0) {
        return true;
      }
    }
  }
  return false;
}

/**
 * The free seat that choosing `selected` would leave alone between taken or chosen seats (sold, held,
 * blocked, or chosen now), when the rule refuses the choice; undefined when it accepts it. A seat
 * already alone before the choice does not count, and a choice is accepted whatever it strands when
 * no placement of as many seats side by side anywhere in the hall strands none.
 */
export function strandedSeatOf(seats: readonly RuleSeat[], selected: readonly string[]): string | undefined {
  const chosen = new Set(selected);
  const rows = rowsOf(seats);
  let stranded: string | undefined;
  for (const row of rows.values()) {
    if (!row.some((seat) => chosen.has(seat.id))) {
      continue;
    }
    stranded = newlyStranded(row, chosen)[0];
    if (stranded !== undefined) {
      break;
    }
  }
  if (stranded === undefined) {
    return undefined;
  }
  return anyPlacementWithoutStranding(rows.values(), chosen.size) ? stranded : undefined;
}
