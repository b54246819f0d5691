/**
 * The booking section of `npm run bench` (`--only=booking`; docs/performance.md "Sections"), on
 * PGlite then PostgreSQL, one production server each, on a future session of the demo data found
 * through the public API (bench/booking-session.ts):
 *  - the seat map read: requests/s of `GET /api/sessions/{id}/seats` as a % of the bare Fastify
 *    route loaded just before it, judged on PostgreSQL (DESIGN.md "Booking: the seat map read");
 *  - BUYERS concurrent buyers holding and releasing seats (bench/buyers.ts): holds/s, p99 of a hold
 *    and of a release (judged on PostgreSQL), errors other than 409, and the checks that no seat was
 *    held twice at once and none is left taken: any of those is a failure of the bench (exit code 1),
 *    not only a mark.
 * The server runs with TRUST_PROXY=loopback and the bench names each client (bench/payments-plan.ts).
 */
import type { BenchDatabase } from "./api.ts";
import { BUYERS } from "./booking-plan.ts";
import { findFutureSession } from "./booking-session.ts";
import { type BuyersRun, HOLD_DWELL_MS, runBuyers } from "./buyers.ts";
import type { Figure } from "./figures.ts";
import { load, type Sample } from "./load.ts";
import { BENCH_PROXY_ENV, buyerAddress } from "./payments-plan.ts";
import { startAppServer, stop } from "./processes.ts";

/** Asked as a browser asks (the API section does the same). */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** DESIGN.md "Booking": the seats read >= 25 % of the bare route, on PostgreSQL. */
const SEATS_VS_BARE = 25;
/** DESIGN.md "Booking": a hold and a release each answered within 50 ms at the 99th percentile. */
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
  const buyers: BuyersRun[] = [];
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
      const measured = await runBuyers(server.base, session, options.seconds, nextAddress);
      buyers.push(measured);
      failures.push(
        ...measured.problems.map((problem) => `buyers on ${database.label}, run ${run + 1}: ${problem}`),
      );
    }
  } finally {
    await stop(server.child);
  }
  return { figures: bookingFigures(database.label, session, { bare, seats, buyers }), failures };
}

function bookingFigures(
  label: BenchDatabase["label"],
  session: { label: string; seatCount: number },
  measured: { bare: Sample[]; seats: Sample[]; buyers: BuyersRun[] },
): Figure[] {
  const { bare, seats, buyers } = measured;
  const section = `Booking on ${label}`;
  const postgres = label === "PostgreSQL";
  const every = { on: "every run" } as const;
  // Judged on PostgreSQL (DESIGN.md); on PGlite, one connection on the server's own thread, printed.
  const onPostgres = (budget: Figure["budget"]) =>
    postgres ? { budget } : { note: "budgeted on PostgreSQL" };
  const joined = (pick: (run: BuyersRun) => string) => buyers.map(pick).filter(Boolean).join("; ");
  const refused = joined((run) => run.refusedByCode);
  const errors = joined((run) => run.errorsByKind);
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
      ...onPostgres({ op: ">=", limit: SEATS_VS_BARE }),
    },
    { section, name: "seats read p99", unit: "ms", values: seats.map((s) => s.p99) },
    {
      section,
      name: "seats read errors and non-2xx",
      unit: "count",
      values: seats.map((s) => s.errors),
      budget: { op: "<=", limit: 0, ...every },
    },
    {
      section,
      name: `${BUYERS} buyers: holds`,
      unit: "req/s",
      values: buyers.map((run) => run.holdsPerSecond),
      note: `201s a second, each kept ${HOLD_DWELL_MS} ms, then released`,
    },
    {
      section,
      name: `${BUYERS} buyers: 409 refusals`,
      unit: "count",
      values: buyers.map((run) => run.refused),
      ...(refused ? { note: refused } : {}),
    },
    {
      section,
      name: `${BUYERS} buyers: hold p50`,
      unit: "ms",
      values: buyers.map((run) => run.holdP50),
      note: `release p50 ${buyers.map((run) => run.releaseP50.toFixed(0)).join(", ")} ms`,
    },
    {
      section,
      name: `${BUYERS} buyers: hold p99`,
      unit: "ms",
      values: buyers.map((run) => run.holdP99),
      ...onPostgres({ op: "<=", limit: HOLD_P99_MS }),
    },
    {
      section,
      name: `${BUYERS} buyers: release p99`,
      unit: "ms",
      values: buyers.map((run) => run.releaseP99),
      ...onPostgres({ op: "<=", limit: HOLD_P99_MS }),
    },
    {
      section,
      name: `${BUYERS} buyers: errors other than 409`,
      unit: "count",
      values: buyers.map((run) => run.errors),
      budget: { op: "<=", limit: 0, ...every },
      ...(errors ? { note: errors } : {}),
    },
    {
      section,
      name: `${BUYERS} buyers: double sales`,
      unit: "count",
      values: buyers.map((run) => run.doubleSales),
      budget: { op: "<=", limit: 0, ...every },
    },
    {
      section,
      name: `${BUYERS} buyers: seats read at odds with holds`,
      unit: "count",
      values: buyers.map((run) => run.readMismatches),
      budget: { op: "<=", limit: 0, ...every },
      note: `${buyers.map((run) => run.reads).join(", ")} reads during the load`,
    },
    {
      section,
      name: `${BUYERS} buyers: seats left taken after`,
      unit: "count",
      values: buyers.map((run) => run.leaked.length),
      budget: { op: "<=", limit: 0, ...every },
    },
  ];
}
