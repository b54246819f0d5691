/**
 * The API section of `npm run bench` (DESIGN.md "Quality budgets", API): authenticated
 * GET /api/accounts/me, GET /api/settings, GET /api/footer and the ticket count of a customer with 10
 * and one with 10,000 bookings, each against the bare Fastify route (bench/hello-server.ts, its own
 * process) loaded just before it, as ratios. One run = one autocannon load of every route in turn,
 * each after its own bare load.
 */

import type { Figure } from "./figures.ts";
import { CONNECTIONS, load, mean, type Sample } from "./load.ts";
import { startAppServer, stop } from "./processes.ts";
import { HISTORY, seedTicketHistory, tokenFor } from "./public-reads.ts";

/** A database the bench runs the server on: PGlite in a folder, or PostgreSQL at a URL. */
export interface BenchDatabase {
  label: "PGlite" | "PostgreSQL";
  env: { DATA_DIR?: string; DATABASE_URL: string };
}

/** The demo customer every signed-in measure uses (seeded in dev; README's demo password). */
export const DEMO_CUSTOMER = { mail: "camille.martin@example.com", firstName: "Camille" } as const;

const TARGETS = ["hello", "me", "settings", "footer", "cinemas", "count10", "count10000"] as const;
type Target = (typeof TARGETS)[number];
/** The app's routes: every target but the bare route. */
const ROUTES = TARGETS.filter((target) => target !== "hello") as Exclude<Target, "hello">[];
type Route = (typeof ROUTES)[number];

export async function benchApi(
  database: BenchDatabase,
  helloUrl: string,
  options: { runs: number; seconds: number },
): Promise<Figure[]> {
  // Two customers with 10 and 10,000 bookings, before the server opens the database.
  await seedTicketHistory(database.env);
  const server = await startAppServer(database.env);
  try {
    const { base } = server;
    const [me, few, many] = await Promise.all([
      tokenFor(base, DEMO_CUSTOMER.mail),
      ...HISTORY.map((holder) => tokenFor(base, holder.mail)),
    ]);
    const countUrl = `${base}/api/accounts/me/tickets/count`;
    for (const [token, expected] of [
      [few, HISTORY[0].upcoming],
      [many, HISTORY[1].upcoming],
    ] as const) {
      const response = await fetch(countUrl, { headers: { authorization: `Bearer ${token}` } });
      const { count } = (await response.json()) as { count: number };
      if (count !== expected) {
        throw new Error(`ticket count ${count}, expected ${expected}`);
      }
    }
    // Every route is asked as a browser asks it, accepting compressed answers (the SSR section does
    // the same): the bare route's 17 bytes are below the compression threshold either way.
    const browser = { "accept-encoding": "gzip, deflate, br" };
    const bearer = (token: string | undefined) => ({ ...browser, authorization: `Bearer ${token}` });
    const requests: Record<Target, [string, Record<string, string>]> = {
      hello: [helloUrl, browser],
      me: [`${base}/api/accounts/me`, bearer(me)],
      settings: [`${base}/api/settings`, browser],
      footer: [`${base}/api/footer?language=fr`, browser],
      // DESIGN.md's public reads are "settings, footer, catalog": the cinemas list stands for the
      // catalog (the programme's other answers take the same cached path, with larger bodies).
      cinemas: [`${base}/api/cinemas?language=fr`, browser],
      count10: [countUrl, bearer(few)],
      count10000: [countUrl, bearer(many)],
    };
    // Warm-up: the JIT, the caches and the database pool, two seconds a route.
    for (const target of TARGETS) {
      await load(...requests[target], 2);
    }
    const samples = Object.fromEntries(TARGETS.map((target) => [target, [] as Sample[]])) as Record<
      Target,
      Sample[]
    >;
    // Each route right after its own load of the bare route, as the SSR section pairs a page with
    // its file: the machine's speed drifts over a run (other tenants of this VM), and a ratio of
    // two loads taken 25 s apart measured the drift as much as the route.
    const bare = Object.fromEntries(ROUTES.map((route) => [route, [] as Sample[]])) as Record<
      Route,
      Sample[]
    >;
    for (let run = 0; run < options.runs; run += 1) {
      const runBare: Sample[] = [];
      for (const route of ROUTES) {
        const hello = await load(...requests.hello, options.seconds);
        runBare.push(hello);
        bare[route].push(hello);
        samples[route].push(await load(...requests[route], options.seconds));
      }
      samples.hello.push(mean(runBare));
    }
    return apiFigures(`API on ${database.label}`, samples, bare);
  } finally {
    await stop(server.child);
  }
}

function apiFigures(
  section: string,
  samples: Record<Target, Sample[]>,
  bare: Record<Route, Sample[]>,
): Figure[] {
  // A route against the bare load taken just before it, or against another route of the same run.
  const ratio = (target: Route, of?: Route) =>
    samples[target].map(
      (sample, run) => (sample.rps / ((of ? samples[of] : bare[target])[run] as Sample).rps) * 100,
    );
  const figure = (name: string, values: number[], rest: Partial<Figure> = {}): Figure => ({
    section,
    name,
    unit: "%",
    values,
    ...rest,
  });
  return [
    figure(
      "bare Fastify route",
      samples.hello.map((sample) => sample.rps),
      { unit: "req/s", note: `${CONNECTIONS} connections` },
    ),
    figure("GET /api/accounts/me vs bare", ratio("me"), { budget: { op: ">=", limit: 25 } }),
    figure("GET /api/settings vs bare", ratio("settings"), { budget: { op: ">=", limit: 40 } }),
    figure("GET /api/footer vs bare", ratio("footer"), { budget: { op: ">=", limit: 40 } }),
    figure("GET /api/cinemas (catalog) vs bare", ratio("cinemas"), { budget: { op: ">=", limit: 40 } }),
    figure("tickets/count, 10 bookings, vs bare", ratio("count10")),
    figure("tickets/count, 10,000 bookings, vs bare", ratio("count10000")),
    figure("tickets/count, 10,000 vs 10 bookings", ratio("count10000", "count10"), {
      budget: { op: ">=", limit: 80 },
      note: "flat",
    }),
    figure(
      "p99, worst of the six API routes",
      samples.me.map((_, run) =>
        Math.max(...TARGETS.filter((t) => t !== "hello").map((t) => (samples[t][run] as Sample).p99)),
      ),
      { unit: "ms", budget: { op: "<=", limit: 50 } },
    ),
    figure(
      "errors and non-2xx, all routes",
      samples.me.map((_, run) => TARGETS.reduce((total, t) => total + (samples[t][run] as Sample).errors, 0)),
      { unit: "count", budget: { op: "<=", limit: 0, on: "every run" } },
    ),
  ];
}
