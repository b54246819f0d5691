/**
 * The booking section's plan (bench/booking.ts, bench/buyers.ts): which seats a buyer asks for, and
 * what the load must never show — a seat held by two buyers at once, a hold the seats read does not
 * show, a seat taken by nobody, a claim left behind. Pure functions, tested in booking-plan.test.ts.
 *
 * Times are the bench's own clock (performance.now(), ms). A buyer's hold is certain from the moment
 * its 201 arrives (the server committed it before answering) until its DELETE is sent (the server
 * releases it after): two such spans of one seat that overlap are two buyers holding the seat at once.
 */
import { strandedSeatOf } from "@cinelux/contract/seat-rules";

/** The buyers racing on one session (DESIGN.md "Booking": 50 concurrent buyers). */
export const BUYERS = 50;

/** A seat of the session's hall, as its map draws it (GET /api/sessions/{id}). */
export interface PlanSeat {
  id: string;
  row: string;
  x: number;
  /** A love seat's other half: asked for together or not at all. */
  pair?: string;
  blocked?: boolean;
}

/** A seat's state in GET /api/sessions/{id}/seats. */
export type SeatStateName = "free" | "held" | "sold" | "blocked";

/**
 * One or two free seats side by side, as a customer picks them (`random` in [0, 1)): a love seat
 * brings its pair. A pick that would strand a single seat (the rule the web applies before asking)
 * is drawn again a few times; what is left may still be refused, a 409 like a race lost. Empty when
 * nothing is free.
 */
export function pickSeats(
  seats: readonly PlanSeat[],
  free: ReadonlySet<string>,
  random: () => number = Math.random,
): string[] {
  const open = seats.filter((seat) => free.has(seat.id) && seat.blocked !== true);
  if (open.length === 0) {
    return [];
  }
  const ruleSeats = seats.map((seat) => ({
    id: seat.id,
    row: seat.row,
    x: seat.x,
    taken: !free.has(seat.id),
  }));
  let pick: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    pick = drawPick(seats, open, free, random);
    if (strandedSeatOf(ruleSeats, pick) === undefined) {
      return pick;
    }
  }
  return pick;
}

function drawPick(
  seats: readonly PlanSeat[],
  open: readonly PlanSeat[],
  free: ReadonlySet<string>,
  random: () => number,
): string[] {
  const first = open[Math.floor(random() * open.length)] as PlanSeat;
  if (first.pair !== undefined) {
    return free.has(first.pair) ? [first.id, first.pair] : [first.id];
  }
  if (random() < 0.5) {
    return [first.id];
  }
  const neighbour = seats.find(
    (seat) =>
      seat.row === first.row &&
      seat.id !== first.id &&
      seat.pair === undefined &&
      seat.blocked !== true &&
      free.has(seat.id) &&
      Math.abs(seat.x - first.x) <= 1.5,
  );
  return neighbour ? [first.id, neighbour.id] : [first.id];
}

/** One hold a buyer got (201), and when it let it go. */
export interface HoldRecord {
  buyer: number;
  holdId: string;
  seats: readonly string[];
  /** When the POST was sent. */
  askedAt: number;
  /** When its 201 arrived: held for certain from here. */
  heldAt: number;
  /** When its DELETE was sent: held for certain until here. */
  releasingAt: number;
  /** When the 204 arrived (Infinity when it never did): free again for certain after here. */
  releasedAt: number;
}

export interface DoubleSale {
  seat: string;
  first: HoldRecord;
  second: HoldRecord;
}

/** Every pair of holds of one seat whose certain spans overlap: a seat held twice at once. */
export function doubleSales(records: readonly HoldRecord[]): DoubleSale[] {
  const bySeat = new Map<string, HoldRecord[]>();
  for (const record of records) {
    for (const seat of record.seats) {
      bySeat.set(seat, [...(bySeat.get(seat) ?? []), record]);
    }
  }
  const found: DoubleSale[] = [];
  for (const [seat, holds] of bySeat) {
    const sorted = [...holds].sort((a, b) => a.heldAt - b.heldAt);
    // The hold whose span reaches furthest so far: any later start before its end overlaps it.
    let longest: HoldRecord | undefined;
    for (const hold of sorted) {
      if (longest && hold.heldAt < longest.releasingAt && hold.holdId !== longest.holdId) {
        found.push({ seat, first: longest, second: hold });
      }
      if (!longest || hold.releasingAt > longest.releasingAt) {
        longest = hold;
      }
    }
  }
  return found;
}

/** One GET /api/sessions/{id}/seats during the load. */
export interface SeatsRead {
  sentAt: number;
  receivedAt: number;
  states: ReadonlyMap<string, SeatStateName>;
}

/** Seats ("F12 (free)") a read showed at odds with the buyers' holds. */
export interface ReadMismatches {
  /** Held by a buyer for the whole of a read, and read as something else. */
  unseen: string[];
  /** Free before the load, read as taken while no buyer held them. */
  nobody: string[];
}

/**
 * What the seats read says against the buyers' own holds:
 *  - a seat a buyer held for the whole of a read (its 201 before the read was sent, its DELETE after
 *    the answer came) must read `held`: the one server process drops its cached read on every hold
 *    and release (docs/domain/booking.md "Calls"), so a read sent after a 201 sees that hold;
 *  - a seat free before the load that reads `held` or `sold` must have been asked for by some buyer
 *    around that read: between the POST and the 204 of a hold that got it, widened by `cacheMs` (an
 *    answer may be that old).
 */
export function readProblems(
  reads: readonly SeatsRead[],
  records: readonly HoldRecord[],
  freeBefore: ReadonlySet<string>,
  cacheMs: number,
): ReadMismatches {
  const bySeat = new Map<string, HoldRecord[]>();
  for (const record of records) {
    for (const seat of record.seats) {
      bySeat.set(seat, [...(bySeat.get(seat) ?? []), record]);
    }
  }
  const unseen = new Set<string>();
  const nobody = new Set<string>();
  for (const read of reads) {
    for (const [seat, holds] of bySeat) {
      const state = read.states.get(seat);
      if (state !== "held" && holds.some((h) => h.heldAt < read.sentAt && h.releasingAt > read.receivedAt)) {
        unseen.add(`${seat} (${state ?? "missing"})`);
      }
    }
    for (const [seat, state] of read.states) {
      if ((state === "held" || state === "sold") && freeBefore.has(seat)) {
        const asked = (bySeat.get(seat) ?? []).some(
          (h) => h.askedAt <= read.receivedAt && h.releasedAt >= read.sentAt - cacheMs,
        );
        if (!asked) {
          nobody.add(`${seat} (${state})`);
        }
      }
    }
  }
  return { unseen: [...unseen].sort(), nobody: [...nobody].sort() };
}

/** readProblems's findings in words; none when the reads agree with the holds. */
export function readProblemWords(found: ReadMismatches): string[] {
  return [
    ...(found.unseen.length > 0
      ? [`seats held by a buyer but not read as held: ${found.unseen.join(", ")}`]
      : []),
    ...(found.nobody.length > 0
      ? [`seats read as taken while no buyer held them: ${found.nobody.join(", ")}`]
      : []),
  ];
}

/** The seats free before the load that are not free once every buyer released: claims left behind. */
export function leakedSeats(
  freeBefore: ReadonlySet<string>,
  after: ReadonlyMap<string, SeatStateName>,
): string[] {
  return [...freeBefore].filter((seat) => after.get(seat) !== "free").sort();
}

/** The free seats of a read. */
export function freeSeats(states: ReadonlyMap<string, SeatStateName>): Set<string> {
  return new Set([...states].filter(([, state]) => state === "free").map(([seat]) => seat));
}
