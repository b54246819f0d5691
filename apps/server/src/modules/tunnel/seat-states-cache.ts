import type { SessionSeats } from "@cinelux/contract";
import { type ReadNeed, sourceOf } from "../../db/read-routing.ts";

/** A session's seat states are read again at most this often per process (GET .../seats). */
export const SEAT_STATES_TTL_MS = 1_000;
/** Sessions kept at most; past it, the stale ones go first, then the oldest. */
const CAPACITY = 2_000;

interface Entry {
  at: number;
  /** undefined: no such session, or its hall has no seat map. */
  value: Promise<SessionSeats | undefined>;
  settled?: SessionSeats | undefined;
  done: boolean;
}

/** A write of this process is remembered this long for the replica's sake (its lag is bounded far below). */
const WRITE_REMEMBERED_MS = 10_000;

/**
 * Each session's seats and their states, kept one second in the process: a crowd on one session
 * costs one query a second per process (docs/domain/booking.md "Calls"). Concurrent misses share one
 * load; a hold or a release in this process drops its session's entry, so its customer sees it at once:
 * the next load must see that write (`since`), so it reads the replica only once that has replayed it
 * (docs/scaling.md "Replica reads").
 */
export class SeatStatesCache {
  private readonly entries = new Map<string, Entry>();
  /** When this process last changed each session's seats (forget). */
  private readonly written = new Map<string, number>();
  private readonly load: (sessionId: string, need: ReadNeed) => Promise<SessionSeats | undefined>;
  private readonly clock: () => number;

  constructor(
    load: (sessionId: string, need: ReadNeed) => Promise<SessionSeats | undefined>,
    clock: () => number = Date.now,
  ) {
    this.load = load;
    this.clock = clock;
  }

  /** The states when a fresh answer is at hand, without a promise (the hot path). */
  peek(sessionId: string): SessionSeats | undefined {
    const entry = this.entries.get(sessionId);
    return entry?.done && this.clock() - entry.at < SEAT_STATES_TTL_MS ? entry.settled : undefined;
  }

  /**
   * `afterLsn`: the caller's own write (the read-after cookie) must show: an entry read from the
   * replica is not trusted for it, the load decides again with that position.
   */
  get(sessionId: string, need: Pick<ReadNeed, "afterLsn"> = {}): Promise<SessionSeats | undefined> {
    const now = this.clock();
    const entry = this.entries.get(sessionId);
    const replicaEntry = entry?.done === true && sourceOf(entry.settled) === "replica";
    if (entry && now - entry.at < SEAT_STATES_TTL_MS && !(need.afterLsn !== undefined && replicaEntry)) {
      return entry.value;
    }
    this.makeRoom(now);
    const since = this.written.get(sessionId);
    if (since !== undefined && now - since > WRITE_REMEMBERED_MS) {
      this.written.delete(sessionId);
    }
    const fresh: Entry = { at: now, done: false, value: Promise.resolve(undefined) };
    fresh.value = this.load(sessionId, { ...need, ...(since !== undefined ? { since } : {}) }).then(
      (seats) => {
        fresh.settled = seats;
        fresh.done = true;
        return seats;
      },
      (error: unknown) => {
        // A failed read is not kept: the next request asks again.
        if (this.entries.get(sessionId) === fresh) {
          this.entries.delete(sessionId);
        }
        throw error;
      },
    );
    this.entries.set(sessionId, fresh);
    return fresh.value;
  }

  forget(sessionId: string): void {
    this.entries.delete(sessionId);
    this.written.delete(sessionId);
    this.written.set(sessionId, this.clock());
    if (this.written.size > CAPACITY) {
      const oldest = this.written.keys().next().value;
      if (oldest !== undefined) {
        this.written.delete(oldest);
      }
    }
  }

  private makeRoom(now: number): void {
    if (this.entries.size < CAPACITY) {
      return;
    }
    for (const [key, entry] of this.entries) {
      if (now - entry.at >= SEAT_STATES_TTL_MS) {
        this.entries.delete(key);
      }
    }
    while (this.entries.size >= CAPACITY) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) {
        return;
      }
      this.entries.delete(oldest);
    }
  }
}
