/**
 * The payments section of `npm run bench` (`--only=payments`; docs/performance.md "Sections"), on
 * PGlite then PostgreSQL, one production server each:
 *  - checkout throughput: requests/s of a guest's `POST /api/giftcards` (a fresh Idempotency-Key and
 *    a fresh client address per request) as a % of the bare Fastify route loaded just before it;
 *    DESIGN.md's "creating a checkout >= 20 % of a bare route", judged on PostgreSQL;
 *  - the webhook storm (bench/webhook-storm.ts): every order paid once and mailed once whatever the
 *    number of deliveries; anything else is a failure of the bench (exit code 1), not only a mark.
 * The server runs with TRUST_PROXY=loopback and the bench names each client (bench/payments-plan.ts):
 * the per-address limits stay as they are.
 */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import type { BenchDatabase } from "./api.ts";
import type { Figure } from "./figures.ts";
import { CONNECTIONS, load, type Sample } from "./load.ts";
import {
  BENCH_PROXY_ENV,
  buyerAddress,
  ordersNotMailedOnce,
  STORM,
  type StormOutcome,
  stormProblems,
} from "./payments-plan.ts";
import { startAppServer, stop } from "./processes.ts";
import { mailsOf, type StormRun, webhookStorm } from "./webhook-storm.ts";

/** Asked as a browser asks (the API section does the same); the answers are below 1 KB anyway. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const CHECKOUT_BODY = JSON.stringify({ amountCents: 2500, buyerMail: "bench.checkout@example.com" });

/** Purchases so far in this bench: each takes the next buyer address (payments-plan.ts). */
let purchases = 0;
const nextBuyer = () => {
  purchases += 1;
  return purchases;
};

interface CheckoutSample extends Sample {
  /** The answers that were not 2xx, by status ("503: 12"), to say why when there are some. */
  statuses: string;
}

async function loadCheckout(base: string, seconds: number): Promise<CheckoutSample> {
  const result = await autocannon({
    url: `${base}/api/giftcards?language=fr`,
    connections: CONNECTIONS,
    duration: seconds,
    method: "POST",
    headers: { ...BROWSER, "content-type": "application/json" },
    body: CHECKOUT_BODY,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "idempotency-key": randomUUID(),
            "x-forwarded-for": buyerAddress(nextBuyer()),
          },
        }),
      },
    ],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, stats]) => `${status}: ${stats.count ?? 0}`)
    .join(", ");
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses,
  };
}

export async function benchPayments(
  database: BenchDatabase,
  helloUrl: string,
  options: { runs: number; seconds: number },
): Promise<{ figures: Figure[]; failures: string[] }> {
  const bare: Sample[] = [];
  const checkout: CheckoutSample[] = [];
  const storms: StormRun[] = [];
  const server = await startAppServer({ ...database.env, ...BENCH_PROXY_ENV });
  try {
    // Warm-up: the JIT, the database pool, the provider's loopback connection.
    await load(helloUrl, BROWSER, 2);
    await loadCheckout(server.base, 2);
    for (let run = 0; run < options.runs; run += 1) {
      bare.push(await load(helloUrl, BROWSER, options.seconds));
      checkout.push(await loadCheckout(server.base, options.seconds));
    }
    const tag = Date.now().toString(36);
    for (let run = 0; run < options.runs; run += 1) {
      storms.push(await webhookStorm(server.base, `${tag}-${run}`, nextBuyer));
    }
  } finally {
    await stop(server.child);
  }
  const outcomes: StormOutcome[] = [];
  for (const storm of storms) {
    outcomes.push({
      paid: storm.paid,
      non2xx: storm.non2xx,
      mails: await mailsOf(database.env, storm.buyers),
    });
  }
  const failures = outcomes.flatMap((outcome, run) =>
    stormProblems(outcome).map((problem) => `webhook storm on ${database.label}, run ${run + 1}: ${problem}`),
  );
  return { figures: paymentFigures(database.label, { bare, checkout, storms, outcomes }), failures };
}

function paymentFigures(
  label: BenchDatabase["label"],
  measured: { bare: Sample[]; checkout: CheckoutSample[]; storms: StormRun[]; outcomes: StormOutcome[] },
): Figure[] {
  const { bare, checkout, storms, outcomes } = measured;
  const section = `Payments on ${label}`;
  const refused = checkout.map((sample) => sample.statuses).filter(Boolean);
  const every = { on: "every run" } as const;
  return [
    { section, name: "bare Fastify route", unit: "req/s", values: bare.map((s) => s.rps) },
    {
      section,
      name: "POST /api/giftcards (guest)",
      unit: "req/s",
      values: checkout.map((s) => s.rps),
      note: `${CONNECTIONS} connections`,
    },
    {
      section,
      name: "POST /api/giftcards vs bare",
      unit: "%",
      values: checkout.map((s, run) => (s.rps / (bare[run] as Sample).rps) * 100),
      // DESIGN.md: creating a checkout >= 20 % of a bare route, on PostgreSQL (PGlite is one
      // connection on the event loop: printed for scale).
      ...(label === "PostgreSQL" ? { budget: { op: ">=", limit: 20 } } : {}),
    },
    { section, name: "POST /api/giftcards p99", unit: "ms", values: checkout.map((s) => s.p99) },
    {
      section,
      name: "POST /api/giftcards errors and non-2xx",
      unit: "count",
      values: checkout.map((s) => s.errors),
      budget: { op: "<=", limit: 0, ...every },
      ...(refused.length > 0 ? { note: refused.join("; ") } : {}),
    },
    {
      section,
      name: `webhook storm, ${(STORM.orders * STORM.copies).toLocaleString("en-US")} deliveries`,
      unit: "req/s",
      values: storms.map((s) => s.deliveriesPerSecond),
      note: `${STORM.orders} payments x ${STORM.copies}, ${STORM.concurrency} at a time`,
    },
    { section, name: "webhook storm p99", unit: "ms", values: storms.map((s) => s.p99) },
    {
      section,
      name: "webhook storm non-2xx",
      unit: "count",
      values: storms.map((s) => s.non2xx),
      budget: { op: "<=", limit: 0, ...every },
    },
    {
      section,
      name: `orders paid of ${STORM.orders}`,
      unit: "count",
      values: storms.map((s) => s.paid),
      budget: { op: "=", limit: STORM.orders, ...every },
    },
    {
      section,
      name: "orders whose receipt is not mailed once",
      unit: "count",
      values: outcomes.map((o) => ordersNotMailedOnce(o.mails, (m) => m.receipts)),
      budget: { op: "<=", limit: 0, ...every },
    },
    {
      section,
      name: "orders whose card is not mailed once",
      unit: "count",
      values: outcomes.map((o) => ordersNotMailedOnce(o.mails, (m) => m.cards)),
      budget: { op: "<=", limit: 0, ...every },
    },
  ];
}
