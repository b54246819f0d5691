/**
 * `npm run bench`: one run that prints
 *  - requests/s and p99 of an authenticated GET /api/accounts/me against a bare Fastify route served
 *    by a separate process, alternating the two (autocannon, 50 connections), as a ratio — on PGlite,
 *    and on PostgreSQL too when DATABASE_URL is set;
 *  - the initial JavaScript (gzip) of the customer home;
 *  - the write rate limiter alone (bench/rate-limit-server.ts): POSTs to a rate-limited route counted by
 *    the in-memory store, and by the PostgreSQL store when DATABASE_URL is set, for one client (one
 *    counter row) and for 1,000 clients.
 *  - GET /api/settings, GET /api/footer and the ticket count of customers with 10 and 10,000 bookings
 *    against the bare route (bench/public-reads.ts, issue 8);
 * Budgets (DESIGN.md): ratio >= 25 %, p99 <= 50 ms, 0 errors; customer home <= 160 KB gzip.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { initialJavaScript } from "./initial-js.ts";
import { CONNECTIONS, load, mean, ROUNDS, type Sample, SECONDS } from "./load.ts";
import { freePort, start, stop, waitFor } from "./processes.ts";
import { benchPublicReads, printPublicReads, seedTicketHistory } from "./public-reads.ts";

const root = path.resolve(import.meta.dirname, "..");
async function benchDatabase(label: string, env: Record<string, string>, helloUrl: string) {
  // Issue 8: two customers with 10 and 10,000 bookings for the ticket count (bench/public-reads.ts).
  await seedTicketHistory(env);
  const port = await freePort();
  const server = start(process.execPath, [path.join(root, "apps/server/src/server.ts")], {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
  });
  try {
    const base = `http://localhost:${port}`;
    await waitFor(`${base}/readyz`);
    const tokenResponse = await fetch(`${base}/dev/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mail: "camille.martin@example.com" }),
    });
    const { accessToken } = (await tokenResponse.json()) as { accessToken: string };
    const meUrl = `${base}/api/accounts/me`;
    await load(meUrl, { authorization: `Bearer ${accessToken}` }); // warm-up
    const hello: Sample[] = [];
    const me: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      hello.push(await load(helloUrl));
      me.push(await load(meUrl, { authorization: `Bearer ${accessToken}` }));
    }
    const home = label === "PGlite" ? await initialJavaScript(`${base}/fr`) : undefined;
    const reads = await benchPublicReads(base, helloUrl);
    return { label, reads, hello: mean(hello), me: mean(me), home };
  } finally {
    await stop(server);
  }
}

/** POSTs to the limiter's route; `clients` distinct x-client keys in turn (1: one hot counter). */
async function loadWrites(url: string, clients: number): Promise<Sample> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
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

async function benchRateLimit(store: "memory" | "postgres") {
  const port = await freePort();
  const server = start(
    process.execPath,
    [path.join(import.meta.dirname, "rate-limit-server.ts"), String(port), store],
    {},
  );
  try {
    const url = `http://127.0.0.1:${port}/write`;
    await waitFor(`http://127.0.0.1:${port}/ready`);
    await loadWrites(url, 1000); // warm-up
    const one: Sample[] = [];
    const many: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      one.push(await loadWrites(url, 1));
      many.push(await loadWrites(url, 1000));
    }
    return { store, one: mean(one), many: mean(many) };
  } finally {
    await stop(server);
  }
}

if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
const helloPort = await freePort();
const helloServer = start(
  process.execPath,
  [path.join(import.meta.dirname, "hello-server.ts"), String(helloPort)],
  {},
);
const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-bench-"));
const runs = [];
try {
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  await waitFor(helloUrl);
  runs.push(await benchDatabase("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, helloUrl));
  if (process.env.DATABASE_URL) {
    runs.push(await benchDatabase("PostgreSQL", { DATABASE_URL: process.env.DATABASE_URL }, helloUrl));
  }
} finally {
  await stop(helloServer);
  rmSync(dataDir, { recursive: true, force: true });
}
// After the PostgreSQL run, whose migrations created rate_limits.
const limiters = [await benchRateLimit("memory")];
if (process.env.DATABASE_URL) {
  limiters.push(await benchRateLimit("postgres"));
}

console.log(`\nCinélux bench — ${ROUNDS} alternating rounds of ${SECONDS} s, ${CONNECTIONS} connections`);
for (const run of runs) {
  const ratio = (run.me.rps / run.hello.rps) * 100;
  console.log(`\n[${run.label}]`);
  console.log(
    `  bare Fastify /hello      ${run.hello.rps.toFixed(0).padStart(7)} req/s   p99 ${run.hello.p99} ms   errors ${run.hello.errors}`,
  );
  console.log(
    `  GET /api/accounts/me     ${run.me.rps.toFixed(0).padStart(7)} req/s   p99 ${run.me.p99} ms   errors ${run.me.errors}`,
  );
  console.log(
    `  ratio                    ${ratio.toFixed(1)} %   (budget >= 25 % on PostgreSQL; p99 <= 50 ms; 0 errors)`,
  );
  if (run.home) {
    console.log(
      `\n[customer home /fr] initial JS ${(run.home.gzipBytes / 1024).toFixed(1)} KB gzip, ${(run.home.brotliBytes / 1024).toFixed(1)} KB brotli in ${run.home.files} files (budget <= 160 KB gzip)`,
    );
  }
}

for (const run of runs) {
  printPublicReads(run.label, run.reads);
}

console.log("\n[write rate limiter alone, POST /write]");
for (const limiter of limiters) {
  for (const [label, sample] of [
    ["1 client", limiter.one],
    ["1,000 clients", limiter.many],
  ] as const) {
    console.log(
      `  ${`${limiter.store} store, ${label}`.padEnd(32)} ${sample.rps.toFixed(0).padStart(7)} req/s   p99 ${sample.p99} ms   errors ${sample.errors}`,
    );
  }
}
