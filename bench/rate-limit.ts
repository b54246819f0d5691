/**
 * The write limiter alone (`npm run bench -- --only=limiter`; not in the default run: DESIGN.md
 * sets it no budget): POSTs to one rate-limited route (bench/rate-limit-server.ts) with an
 * allowance too large to reach, counted by the in-memory store and, with DATABASE_URL, by the
 * PostgreSQL store (docs/scaling.md), for one client (one hot counter row) and for 1,000 clients.
 */
import path from "node:path";
import autocannon from "autocannon";
import type { Figure } from "./figures.ts";
import { CONNECTIONS, type Sample } from "./load.ts";
import { freePort, start, stop, waitFor } from "./processes.ts";

/** POSTs to the limiter's route; `clients` distinct x-client keys in turn (1: one hot counter). */
async function loadWrites(url: string, clients: number, seconds: number): Promise<Sample> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    method: "POST",
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % clients;
          return { ...request, headers: { ...request.headers, "x-client": `client-${next}` } };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function benchRateLimit(
  store: "memory" | "postgres",
  env: Record<string, string>,
  options: { runs: number; seconds: number },
): Promise<Figure[]> {
  const port = await freePort();
  const server = start(
    process.execPath,
    [path.join(import.meta.dirname, "rate-limit-server.ts"), String(port), store],
    env,
  );
  try {
    const url = `http://127.0.0.1:${port}/write`;
    await waitFor(`http://127.0.0.1:${port}/ready`);
    await loadWrites(url, 1000, 2); // warm-up
    const one: Sample[] = [];
    const many: Sample[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      one.push(await loadWrites(url, 1, options.seconds));
      many.push(await loadWrites(url, 1000, options.seconds));
    }
    const section = `Write limiter alone, ${store} store (POST /write)`;
    return [
      { section, name: "1 client", unit: "req/s", values: one.map((s) => s.rps) },
      { section, name: "1 client p99", unit: "ms", values: one.map((s) => s.p99) },
      { section, name: "1,000 clients", unit: "req/s", values: many.map((s) => s.rps) },
      { section, name: "1,000 clients p99", unit: "ms", values: many.map((s) => s.p99) },
      {
        section,
        name: "errors and non-2xx",
        unit: "count",
        values: one.map((s, run) => s.errors + (many[run] as Sample).errors),
        budget: { op: "<=", limit: 0, on: "every run" },
      },
    ];
  } finally {
    await stop(server);
  }
}
