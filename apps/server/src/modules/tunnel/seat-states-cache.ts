import type { SessionSeats } from "@cinelux/contract";

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

/**
 * Each session's seats and their states, kept one second in the process: a crowd on one session
 * costs one query a second per process (docs/domain/booking.md "Calls"). Concurrent misses share one
 * load; a hold or a release in this process drops its session's entry, so its customer sees it at once.
 */
export class SeatStatesCache {
  private readonly entries = new Map<string, Entry>();
  private readonly load: (sessionId: string) => Promise<SessionSeats | undefined>;
  private readonly clock: () => number;

  constructor(
    load: (sessionId: string) => Promise<SessionSeats | undefined>,
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

  get(sessionId: string): Promise<SessionSeats | undefined> {
    const now = this.clock();
    const entry = this.entries.get(sessionId);
    if (entry && now - entry.at < SEAT_STATES_TTL_MS) {
      return entry.value;
    }
    this.makeRoom(now);
    const fresh: Entry = { at: now, done: false, value: Promise.resolve(undefined) };
    fresh.value = this.load(sessionId).then(
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
