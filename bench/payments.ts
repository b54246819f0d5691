/**
 * The payments section of `npm run bench` (`--only=payments`; docs/performance.md "Sections"), on
 * PGlite then PostgreSQL, one production server each:
 *  - checkout throughput: requests/s of a guest's `POST /api/giftcards` (a fresh Idempotency-Key and
 *    a fresh client address per request) as a % of the bare write route (bench/write-server.ts: one
 *    row committed) loaded just before it, judged on PostgreSQL (DESIGN.md, decision 016); the %
 *    of the bare read route is printed beside it;
 *  - the webhook storm (bench/webhook-storm.ts): every order paid once and mailed once whatever the
 *    number of deliveries; anything else is a failure of the bench (exit code 1), not only a mark.
 * The server runs with TRUST_PROXY=loopback and the bench names each client (bench/payments-plan.ts):
 * the per-address limits stay as they are.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
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
import { freePort, start, startAppServer, stop, waitFor } from "./processes.ts";
import { mailsOf, type StormRun, webhookStorm } from "./webhook-storm.ts";

/** Asked as a browser asks (the API section does the same); the answers are below 1 KB anyway. */
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** DESIGN.md's budget for creating a checkout, in % of the bare write route (decision 016). */
const CHECKOUT_VS_BARE_WRITE = 2;
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

/** The bare write route (bench/write-server.ts) on `env`'s PostgreSQL, in its own process, while `work` runs. */
async function withBareWrite<T>(
  env: Record<string, string>,
  work: (writeUrl: string) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const server = start(
    process.execPath,
    [path.join(import.meta.dirname, "write-server.ts"), String(port)],
    env,
  );
  try {
    await waitFor(`http://127.0.0.1:${port}/ready`);
    return await work(`http://127.0.0.1:${port}/write`);
  } finally {
    await stop(server);
  }
}

/** One row committed per request: the floor of any route that writes (decision 016). */
async function loadBareWrite(url: string, seconds: number): Promise<Sample> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: "POST",
    headers: { ...BROWSER, "content-type": "application/json" },
    body: JSON.stringify({ mail: "bench.write@example.com" }),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
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
  const bareWrite: Sample[] = [];
  const checkout: CheckoutSample[] = [];
  const storms: StormRun[] = [];
  // PGlite is one connection inside the server's process: no bare write route stands beside it.
  const postgres = database.label === "PostgreSQL";
  const server = await startAppServer({ ...database.env, ...BENCH_PROXY_ENV });
  try {
    const measureCheckout = async (writeUrl: string | undefined) => {
      // Warm-up: the JIT, the database pools, the provider's loopback connection.
      await load(helloUrl, BROWSER, 2);
      if (writeUrl) {
        await loadBareWrite(writeUrl, 2);
      }
      await loadCheckout(server.base, 2);
      for (let run = 0; run < options.runs; run += 1) {
        bare.push(await load(helloUrl, BROWSER, options.seconds));
        if (writeUrl) {
          bareWrite.push(await loadBareWrite(writeUrl, options.seconds));
        }
        checkout.push(await loadCheckout(server.base, options.seconds));
      }
    };
    await (postgres ? withBareWrite(database.env, measureCheckout) : measureCheckout(undefined));
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
  return {
    figures: paymentFigures(database.label, { bare, bareWrite, checkout, storms, outcomes }),
    failures,
  };
}

function paymentFigures(
  label: BenchDatabase["label"],
  measured: {
    bare: Sample[];
    bareWrite: Sample[];
    checkout: CheckoutSample[];
    storms: StormRun[];
    outcomes: StormOutcome[];
  },
): Figure[] {
  const { bare, bareWrite, checkout, storms, outcomes } = measured;
  const section = `Payments on ${label}`;
  const refused = checkout.map((sample) => sample.statuses).filter(Boolean);
  const every = { on: "every run" } as const;
  const writeFigures: Figure[] =
    bareWrite.length > 0
      ? [
          {
            section,
            name: "bare write route (one row committed)",
            unit: "req/s",
            values: bareWrite.map((s) => s.rps),
            note: "the app's database client, same pool size",
          },
          {
            section,
            name: "POST /api/giftcards vs bare write",
            unit: "%",
            values: checkout.map((s, run) => (s.rps / (bareWrite[run] as Sample).rps) * 100),
            // DESIGN.md (decision 016): creating a checkout >= CHECKOUT_VS_BARE_WRITE % of a bare write.
            budget: { op: ">=", limit: CHECKOUT_VS_BARE_WRITE },
          },
        ]
      : [];
  return [
    { section, name: "bare Fastify route", unit: "req/s", values: bare.map((s) => s.rps) },
    ...writeFigures.slice(0, 1),
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
    },
    ...writeFigures.slice(1),
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
