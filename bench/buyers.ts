/**
 * BUYERS concurrent buyers (or `buyers`, to study a load) on one session for a load's seconds
 * (bench/booking.ts): each loops hold (POST /api/bookings as a guest, 1-2 free seats,
 * bench/booking-plan.ts pickSeats), keeps it, releases it (DELETE with its token) and pauses, at a
 * pace of robots or of people (BuyerPace), while one reader keeps reading GET /api/sessions/{id}/seats. Afterwards, the buyers' own
 * holds and the reads must show no seat held twice at once, no hold missing from a read, no seat
 * taken by nobody, and, once every buyer released, every seat free before free again.
 *
 * The server counts holds per client address (30 a minute) and believes X-Forwarded-For from its
 * loopback proxy only (bench/payments-plan.ts BENCH_PROXY_ENV); a buyer holds far more often than
 * that, so each hold and its release come from an address of their own, as many customers would.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { BOOKING_TOKEN_HEADER } from "@cinelux/contract/booking";
import {
  BUYERS,
  doubleSales,
  freeSeats,
  type HoldRecord,
  leakedSeats,
  pickSeats,
  readProblems,
  readProblemWords,
  type SeatStateName,
  type SeatsRead,
} from "./booking-plan.ts";
import type { BenchSession } from "./booking-session.ts";
import { type Exchange, httpExchange } from "./http-exchange.ts";
import { percentile } from "./payments-plan.ts";

/**
 * How long a buyer keeps its seats before releasing them. A hold is certain only from its 201 to its
 * DELETE; released at once, that span is a few microseconds and two buyers holding one seat could
 * never be seen overlapping. 25 ms is longer than two racing commits lie apart.
 */
export const HOLD_DWELL_MS = 25;

/**
 * How a buyer paces its loop: how long it keeps a hold before releasing it, and how long it pauses
 * after a release (or a refusal) before asking again, on average: each pause is drawn between none
 * and twice that, as people's clicks are not in step; and how often the seats are read.
 */
export interface BuyerPace {
  keepMs: number;
  pauseMs: number;
  readEveryMs: number;
}

/** Robots: no pause, each hold kept just long enough to see two holders overlap (the capacity). */
export const WITHOUT_PAUSE: BuyerPace = { keepMs: HOLD_DWELL_MS, pauseMs: 0, readEveryMs: 0 };
/**
 * People as quick as any can be (decision 017): half a second to choose seats, half a second on the
 * held seats before changing them, about one hold a second each; their 50 seat pages read the seats
 * every 2.5 s each, a read every 50 ms.
 */
export const AT_A_PERSONS_PACE: BuyerPace = { keepMs: 500, pauseMs: 500, readEveryMs: 50 };
/** How old a seats answer may be (the server's SEAT_STATES_TTL_MS and `max-age=1`). */
const SEATS_CACHE_MS = 1_000;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

export interface BuyersRun {
  /** Holds answered 201, per second of the load. */
  holdsPerSecond: number;
  holds: number;
  holdP50: number;
  holdP99: number;
  releaseP50: number;
  releaseP99: number;
  /** 409 answers, by code ("SEATS_TAKEN: 40, SEAT_STRANDED: 2"). */
  refused: number;
  refusedByCode: string;
  /** Anything but 201 or 409 to a hold, anything but 204 to a release, or no answer. */
  errors: number;
  errorsByKind: string;
  reads: number;
  doubleSales: number;
  /** Seats a read showed at odds with the holds (booking-plan.ts readProblems). */
  readMismatches: number;
  leaked: string[];
  /** Everything above that must never happen, in words: a failure of the bench. */
  problems: string[];
}

async function readSeats(exchange: Exchange, url: string): Promise<SeatsRead> {
  const sentAt = performance.now();
  const response = await exchange("GET", url, BROWSER);
  const body = JSON.parse(response.body.toString("utf8")) as {
    seats?: { id: string; state: SeatStateName }[];
  };
  const receivedAt = performance.now();
  if (response.status !== 200 || !body.seats) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return { sentAt, receivedAt, states: new Map(body.seats.map((seat) => [seat.id, seat.state])) };
}

function tally(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

const words = (counts: Map<string, number>) => [...counts].map(([key, n]) => `${key}: ${n}`).join(", ");

export async function runBuyers(
  base: string,
  session: BenchSession,
  seconds: number,
  nextAddress: () => string,
  buyers: number = BUYERS,
  pace: BuyerPace = WITHOUT_PAUSE,
): Promise<BuyersRun> {
  const seatsUrl = `${base}/api/sessions/${session.id}/seats`;
  // One connection per buyer and one for the reader, as many browsers would hold.
  const client = httpExchange(buyers + 1);
  const { exchange } = client;
  const before = await readSeats(exchange, seatsUrl);
  const freeBefore = freeSeats(before.states);
  let latest = freeBefore;
  const records: HoldRecord[] = [];
  const reads: SeatsRead[] = [];
  const holdTimes: number[] = [];
  const releaseTimes: number[] = [];
  const refusals = new Map<string, number>();
  const errors = new Map<string, number>();
  const startedAt = performance.now();
  const endAt = startedAt + seconds * 1000;

  const reader = async () => {
    while (performance.now() < endAt) {
      try {
        const read = await readSeats(exchange, seatsUrl);
        reads.push(read);
        latest = freeSeats(read.states);
        if (pace.readEveryMs > 0) {
          await sleep(pace.readEveryMs);
        }
      } catch (error) {
        tally(errors, `seats read: ${(error as Error).message}`);
      }
    }
  };

  const buyer = async (n: number) => {
    while (performance.now() < endAt) {
      if (pace.pauseMs > 0) {
        await sleep(Math.random() * 2 * pace.pauseMs);
        if (performance.now() >= endAt) {
          break;
        }
      }
      const seats = pickSeats(session.seats, latest);
      if (seats.length === 0) {
        await sleep(5);
        continue;
      }
      const address = nextAddress();
      const askedAt = performance.now();
      let status: number;
      let body: { id?: string; token?: string; code?: string };
      try {
        const response = await exchange(
          "POST",
          `${base}/api/bookings?language=en`,
          { ...BROWSER, "content-type": "application/json", "x-forwarded-for": address },
          JSON.stringify({ sessionId: session.id, seats }),
        );
        status = response.status;
        body = JSON.parse(response.body.toString("utf8")) as typeof body;
      } catch (error) {
        tally(errors, `hold: ${(error as Error).message}`);
        continue;
      }
      const heldAt = performance.now();
      holdTimes.push(heldAt - askedAt);
      if (status === 409) {
        tally(refusals, body.code ?? "no code");
        continue;
      }
      if (status !== 201 || !body.id || !body.token) {
        tally(errors, `hold ${status} ${body.code ?? ""}`.trim());
        continue;
      }
      await sleep(pace.keepMs);
      const releasingAt = performance.now();
      let releasedAt = Number.POSITIVE_INFINITY;
      try {
        const response = await exchange("DELETE", `${base}/api/bookings/${body.id}`, {
          [BOOKING_TOKEN_HEADER]: body.token,
          "x-forwarded-for": address,
        });
        if (response.status === 204) {
          releasedAt = performance.now();
          releaseTimes.push(releasedAt - releasingAt);
        } else {
          tally(errors, `release ${response.status}`);
        }
      } catch (error) {
        tally(errors, `release: ${(error as Error).message}`);
      }
      records.push({ buyer: n, holdId: body.id, seats, askedAt, heldAt, releasingAt, releasedAt });
    }
  };

  await Promise.all([reader(), ...Array.from({ length: buyers }, (_, n) => buyer(n))]);
  const wallSeconds = (performance.now() - startedAt) / 1000;
  // Every buyer has released (or failed to, counted above): the seats must be as they were.
  const after = await readSeats(exchange, seatsUrl);
  client.close();

  const sales = doubleSales(records);
  const seen = readProblems(reads, records, freeBefore, SEATS_CACHE_MS);
  const leaked = leakedSeats(freeBefore, after.states);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const problems = [
    ...sales
      .slice(0, 5)
      .map(
        (sale) =>
          `${sale.seat} held by buyers ${sale.first.buyer} and ${sale.second.buyer} at once (holds ${sale.first.holdId}, ${sale.second.holdId})`,
      ),
    ...(sales.length > 5 ? [`${sales.length} double sales in all`] : []),
    ...readProblemWords(seen),
    ...(leaked.length > 0 ? [`seats not free again after every release: ${leaked.join(", ")}`] : []),
    ...(errorCount > 0 ? [`answers other than 201, 409 and 204: ${words(errors)}`] : []),
  ];
  return {
    holdsPerSecond: records.length / wallSeconds,
    holds: records.length,
    holdP50: percentile(holdTimes, 0.5),
    holdP99: percentile(holdTimes, 0.99),
    releaseP50: percentile(releaseTimes, 0.5),
    releaseP99: percentile(releaseTimes, 0.99),
    refused: [...refusals.values()].reduce((sum, n) => sum + n, 0),
    refusedByCode: words(refusals),
    errors: errorCount,
    errorsByKind: words(errors),
    reads: reads.length,
    doubleSales: sales.length,
    readMismatches: seen.unseen.length + seen.nobody.length,
    leaked,
    problems,
  };
}
