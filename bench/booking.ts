/**
 * The booking section of `npm run bench` (`--only=booking`; docs/performance.md "Sections"), on
 * PGlite then PostgreSQL, one production server each, on a future session of the demo data found
 * through the public API (bench/booking-session.ts):
 *  - the seat map read: requests/s of `GET /api/sessions/{id}/seats` as a % of the bare Fastify
 *    route loaded just before it, judged on PostgreSQL (DESIGN.md "Booking: the seat map read");
 *  - BUYERS concurrent buyers holding and releasing seats (bench/buyers.ts), twice: at a person's
 *    pace, whose p99 of a hold and of a release is judged on PostgreSQL (decision 017), then without
 *    pause, the capacity: holds/s and their p99, printed. Both count errors other than 409 and check
 *    that no seat was held twice at once and none is left taken: any of those is a failure of the
 *    bench (exit code 1), not only a mark.
 * The server runs with TRUST_PROXY=loopback and the bench names each client (bench/payments-plan.ts).
 */
import type { BenchDatabase } from "./api.ts";
import { BUYERS } from "./booking-plan.ts";
import { findFutureSession } from "./booking-session.ts";
import { AT_A_PERSONS_PACE, type BuyersRun, HOLD_DWELL_MS, runBuyers, WITHOUT_PAUSE } from "./buyers.ts";
import type { Figure } from "./figures.ts";
import { load, type Sample } from "./load.ts";
import { BENCH_PROXY_ENV, buyerAddress } from "./payments-plan.ts";
import { startAppServer, stop } from "./processes.ts";

/** Asked as a browser asks (the API section does the same). */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** DESIGN.md "Booking": the seats read >= 25 % of the bare route, on PostgreSQL. */
const SEATS_VS_BARE = 25;
/**
 * DESIGN.md "Booking": a hold and a release each answered within 50 ms at the 99th percentile, with
 * the buyers at a person's pace (decision 017).
 */
const HOLD_P99_MS = 50;
/**
 * Holds take addresses from the upper half of the benchmarking range (198.19.0.0/16), the payments
 * section's purchases from the lower: every hold has its own client while the bench runs.
 */
const ADDRESS_OFFSET = 2 ** 16;
let holdsAsked = 0;
const nextAddress = () => {
  holdsAsked += 1;
  return buyerAddress(ADDRESS_OFFSET + (holdsAsked % ADDRESS_OFFSET));
};

export async function benchBooking(
  database: BenchDatabase,
  helloUrl: string,
  options: { runs: number; seconds: number },
): Promise<{ figures: Figure[]; failures: string[] }> {
  const bare: Sample[] = [];
  const seats: Sample[] = [];
  const people: BuyersRun[] = [];
  const robots: BuyersRun[] = [];
  const failures: string[] = [];
  const server = await startAppServer({ ...database.env, ...BENCH_PROXY_ENV });
  let session: Awaited<ReturnType<typeof findFutureSession>>;
  try {
    session = await findFutureSession(server.base);
    const seatsUrl = `${server.base}/api/sessions/${session.id}/seats`;
    // Warm-up: the JIT, the database pool; the buyers' checks hold here too.
    await load(helloUrl, BROWSER, 2);
    await load(seatsUrl, BROWSER, 2);
    const warmUp = await runBuyers(server.base, session, 2, nextAddress);
    failures.push(...warmUp.problems.map((problem) => `buyers on ${database.label}, warm-up: ${problem}`));
    for (let run = 0; run < options.runs; run += 1) {
      bare.push(await load(helloUrl, BROWSER, options.seconds));
      seats.push(await load(seatsUrl, BROWSER, options.seconds));
      // Twice as long at a person's pace, for as many holds as a 99th percentile needs.
      const paced = await runBuyers(
        server.base,
        session,
        options.seconds * 2,
        nextAddress,
        BUYERS,
        AT_A_PERSONS_PACE,
      );
      people.push(paced);
      const loaded = await runBuyers(
        server.base,
        session,
        options.seconds,
        nextAddress,
        BUYERS,
        WITHOUT_PAUSE,
      );
      robots.push(loaded);
      for (const [pace, measured] of [
        ["at a person's pace", paced],
        ["without pause", loaded],
      ] as const) {
        failures.push(
          ...measured.problems.map(
            (problem) => `buyers ${pace} on ${database.label}, run ${run + 1}: ${problem}`,
          ),
        );
      }
    }
  } finally {
    await stop(server.child);
  }
  return {
    figures: [
      ...seatsFigures(database.label, session, { bare, seats }),
      ...buyersFigures(database.label, "at a person's pace", people, true),
      ...buyersFigures(database.label, "without pause", robots, false),
    ],
    failures,
  };
}

function seatsFigures(
  label: BenchDatabase["label"],
  session: { label: string; seatCount: number },
  measured: { bare: Sample[]; seats: Sample[] },
): Figure[] {
  const { bare, seats } = measured;
  const section = `Booking on ${label}`;
  return [
    { section, name: "bare Fastify route", unit: "req/s", values: bare.map((s) => s.rps) },
    {
      section,
      name: "GET /api/sessions/{id}/seats",
      unit: "req/s",
      values: seats.map((s) => s.rps),
      note: `${session.seatCount} seats: ${session.label}`,
    },
    {
      section,
      name: "seats read vs bare",
      unit: "%",
      values: seats.map((s, run) => (s.rps / (bare[run] as Sample).rps) * 100),
      ...(label === "PostgreSQL"
        ? { budget: { op: ">=", limit: SEATS_VS_BARE } }
        : { note: "budgeted on PostgreSQL" }),
    },
    { section, name: "seats read p99", unit: "ms", values: seats.map((s) => s.p99) },
    {
      section,
      name: "seats read errors and non-2xx",
      unit: "count",
      values: seats.map((s) => s.errors),
      budget: { op: "<=", limit: 0, on: "every run" },
    },
  ];
}

/**
 * One load's figures. `judged`: its p99s are the budget's (on PostgreSQL; on PGlite, one connection
 * on the server's own thread, printed); otherwise printed, the capacity. The checks that must never
 * fail are budgets on both.
 */
function buyersFigures(
  label: BenchDatabase["label"],
  pace: string,
  buyers: BuyersRun[],
  judged: boolean,
): Figure[] {
  const section = `Booking on ${label}`;
  const every = { on: "every run" } as const;
  const latency = (budget: Figure["budget"]) =>
    judged && label === "PostgreSQL"
      ? { budget }
      : { note: judged ? "budgeted on PostgreSQL" : "the capacity: printed (decision 017)" };
  const joined = (pick: (run: BuyersRun) => string) => buyers.map(pick).filter(Boolean).join("; ");
  const refused = joined((run) => run.refusedByCode);
  const errors = joined((run) => run.errorsByKind);
  const name = (what: string) => `${BUYERS} buyers ${pace}: ${what}`;
  return [
    {
      section,
      name: name("holds"),
      unit: "req/s",
      values: buyers.map((run) => run.holdsPerSecond),
      note: judged
        ? `201s a second, each kept ${AT_A_PERSONS_PACE.keepMs} ms, ${AT_A_PERSONS_PACE.pauseMs} ms between`
        : `201s a second, each kept ${HOLD_DWELL_MS} ms, then released`,
    },
    {
      section,
      name: name("409 refusals"),
      unit: "count",
      values: buyers.map((run) => run.refused),
      ...(refused ? { note: refused } : {}),
    },
    {
      section,
      name: name("hold p50"),
      unit: "ms",
      values: buyers.map((run) => run.holdP50),
      note: `release p50 ${buyers.map((run) => run.releaseP50.toFixed(0)).join(", ")} ms`,
    },
    {
      section,
      name: name("hold p99"),
      unit: "ms",
      values: buyers.map((run) => run.holdP99),
      ...latency({ op: "<=", limit: HOLD_P99_MS }),
    },
    {
      section,
      name: name("release p99"),
      unit: "ms",
      values: buyers.map((run) => run.releaseP99),
      ...latency({ op: "<=", limit: HOLD_P99_MS }),
    },
    {
      section,
      name: name("errors other than 409"),
      unit: "count",
      values: buyers.map((run) => run.errors),
      budget: { op: "<=", limit: 0, ...every },
      ...(errors ? { note: errors } : {}),
    },
    {
      section,
      name: name("double sales"),
      unit: "count",
      values: buyers.map((run) => run.doubleSales),
      budget: { op: "<=", limit: 0, ...every },
    },
    {
      section,
      name: name("seats read at odds with holds"),
      unit: "count",
      values: buyers.map((run) => run.readMismatches),
      budget: { op: "<=", limit: 0, ...every },
      note: `${buyers.map((run) => run.reads).join(", ")} reads during the load`,
    },
    {
      section,
      name: name("seats left taken after"),
      unit: "count",
      values: buyers.map((run) => run.leaked.length),
      budget: { op: "<=", limit: 0, ...every },
    },
  ];
}
