/**
 * `npm run bench [-- --runs=N --seconds=S --only=api,ssr,start,memory,js,lighthouse,payments,booking,limiter,cluster]`:
 * every figure DESIGN.md's budgets ask for in one run, each measured N times (default 3) and printed
 * as the median with its min-max, its budget and a mark; the results also go to bench/results/<date>.json.
 * Sections (docs/performance.md, "The bench"):
 *  - api: accounts/me, settings, footer, ticket count (10 and 10,000 bookings) vs a bare Fastify
 *    route (bench/api.ts), on PGlite and on PostgreSQL;
 *  - ssr: SSR pages vs a static file, cold (SSR_PAGE_CACHE=off) and warm (bench/ssr.ts);
 *  - start: cold start to /healthz on an existing PGlite folder (bench/cold-start.ts);
 *  - memory: RSS idle and under load, on PGlite and on PostgreSQL (bench/memory.ts);
 *  - js: initial JavaScript, gzip and brotli, per route (bench/initial-js.ts);
 *  - lighthouse: Lighthouse mobile on public pages, the sign-in page, the signed-in home and the
 *    booking tunnel's seat page (bench/lighthouse.ts);
 *  - payments: a guest's gift-card checkout vs a bare Fastify route, and a storm of 1,000 webhook
 *    deliveries for 100 paid orders (bench/payments.ts), on PGlite and on PostgreSQL;
 *  - booking: a session's seats read vs a bare Fastify route, and 50 buyers holding and releasing
 *    seats of one session, never one seat twice (bench/booking.ts), on PGlite and on PostgreSQL;
 *  - limiter (only when asked): the write rate limiter alone (bench/rate-limit.ts);
 *  - cluster (only when asked): three server processes behind HAProxy on a PostgreSQL primary and
 *    streaming replica, restarted, killed and cut off under load; nothing lost (bench/cluster.ts).
 * PostgreSQL: DATABASE_URL, or BENCH_POSTGRES=1 to start a throwaway server; without either, the
 * PostgreSQL figures are skipped.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type BenchDatabase, benchApi } from "./api.ts";
import { benchBooking } from "./booking.ts";
import { benchCluster } from "./cluster.ts";
import { type Figure, formatRow, mark, parseOptions, type Section, spread } from "./figures.ts";
import { INITIAL_JS_ROUTES, initialJavaScriptByRoute } from "./initial-js.ts";
import { CONNECTIONS } from "./load.ts";
import { benchMemory } from "./memory.ts";
import { benchPayments } from "./payments.ts";
import { freePort, start, startAppServer, stop, waitFor } from "./processes.ts";
import { seedTicketHistory } from "./public-reads.ts";
import { benchRateLimit } from "./rate-limit.ts";
import { benchSsr } from "./ssr.ts";

const root = path.resolve(import.meta.dirname, "..");
const options = parseOptions(process.argv.slice(2), process.env);
const startedAt = new Date();
const figures: Figure[] = [];
const skipped: string[] = [];
const failures: string[] = [];
/** Worth knowing, not a failure (an audit that passed on its retry). */
const notes: string[] = [];

function progress(message: string): void {
  process.stderr.write(`[bench ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s] ${message}\n`);
}

/** Runs one measure; a failure is reported and the bench goes on with the others. */
async function measure(label: string, work: () => Promise<Figure[]>): Promise<void> {
  progress(label);
  try {
    figures.push(...(await work()));
  } catch (error) {
    failures.push(`${label}: ${(error as Error).stack ?? error}`);
    progress(`${label} failed: ${(error as Error).message}`);
  }
}

const wants = (section: Section) => options.only.includes(section);

async function postgres(): Promise<{ url: string; stop(): Promise<void> } | undefined> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, stop: async () => undefined };
  }
  if (process.env.BENCH_POSTGRES === "1") {
    // @ts-expect-error: a plain ES module without types (scripts/lib/postgres.mjs)
    const { findPostgresBinDir, startPostgres } = await import("../scripts/lib/postgres.mjs");
    return (await startPostgres({ binDir: findPostgresBinDir(), log: () => undefined })) as {
      url: string;
      stop(): Promise<void>;
    };
  }
  return undefined;
}

type MeasureColdStart = (options: { env: Record<string, string>; runs: number }) => Promise<number[]>;

async function coldStart(env: Record<string, string>): Promise<Figure[]> {
  // A checkout without bench/cold-start.ts skips the section and says so.
  const file = path.join(import.meta.dirname, "cold-start.ts");
  if (!existsSync(file)) {
    skipped.push("cold start: skipped: bench/cold-start.ts (measureColdStart) is not there yet");
    return [];
  }
  const { measureColdStart } = (await import(pathToFileURL(file).href)) as {
    measureColdStart: MeasureColdStart;
  };
  const values = await measureColdStart({ env, runs: options.runs });
  return [
    {
      section: "Cold start",
      name: "spawn to first 200 of /healthz, existing PGlite folder",
      unit: "ms",
      values,
      budget: { op: "<=", limit: 1500 },
    },
  ];
}

async function initialJs(env: Record<string, string>): Promise<Figure[]> {
  const server = await startAppServer(env);
  try {
    const rows: Awaited<ReturnType<typeof initialJavaScriptByRoute>>[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      rows.push(await initialJavaScriptByRoute(server.base));
    }
    const section = "Initial JavaScript (module scripts and preloads of the HTML)";
    return INITIAL_JS_ROUTES.flatMap((route, index) => {
      const measured = rows.map((row) => row[index] as (typeof row)[number]);
      const files = measured[0]?.files ?? 0;
      return [
        {
          section,
          name: `${route.path} (${route.kind}), gzip`,
          unit: "KB",
          values: measured.map((m) => m.gzipBytes / 1024),
          budget: { op: "<=", limit: route.budgetKB },
          note: `${files} files`,
        },
        {
          section,
          name: `${route.path} (${route.kind}), brotli`,
          unit: "KB",
          values: measured.map((m) => m.brotliBytes / 1024),
        },
      ] satisfies Figure[];
    });
  } finally {
    await stop(server.child);
  }
}

async function lighthouseSection(env: Record<string, string>): Promise<Figure[]> {
  const server = await startAppServer(env);
  try {
    // Loaded only when asked for: Lighthouse and puppeteer take a while to import.
    const { benchLighthouse } = await import("./lighthouse.ts");
    const result = await benchLighthouse(server.base, options);
    for (const failure of result.failures) {
      failures.push(`lighthouse: ${failure}`);
    }
    for (const retry of result.retried) {
      notes.push(`lighthouse: ${retry}`);
    }
    return result.figures;
  } finally {
    await stop(server.child);
  }
}

/** The bare Fastify route (bench/hello-server.ts) in its own process while `work` runs. */
async function withBareRoute(work: (helloUrl: string) => Promise<void>): Promise<void> {
  const helloPort = await freePort();
  const hello = start(
    process.execPath,
    [path.join(import.meta.dirname, "hello-server.ts"), String(helloPort)],
    {},
  );
  try {
    const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
    await waitFor(helloUrl);
    await work(helloUrl);
  } finally {
    await stop(hello);
  }
}

const serverBuild = path.join(root, "apps/web/build/server/index.js");
// The end-to-end tests' build precompresses fast (scripts/precompress.mjs): larger variants, which
// would count against the initial JavaScript budget. The bench measures a build made as `npm start` makes it.
const fastBuild = existsSync(path.join(root, "apps/web/build/.precompressed-fast"));
if (!existsSync(serverBuild) || fastBuild) {
  execSync("npm run build", { cwd: root, stdio: "inherit" });
}
/** A rebuild during the run swaps the assets under running servers: pages fail, figures mislead. */
const buildTime = statSync(serverBuild).mtimeMs;
const dataDir = mkdtempSync(path.join(tmpdir(), "cinelux-bench-"));
const pglite: BenchDatabase = { label: "PGlite", env: { DATA_DIR: dataDir, DATABASE_URL: "" } };
const needsPostgres =
  wants("api") || wants("memory") || wants("payments") || wants("booking") || wants("limiter");
const postgresServer = needsPostgres ? await postgres() : undefined;
const postgresDatabase: BenchDatabase | undefined = postgresServer
  ? { label: "PostgreSQL", env: { DATABASE_URL: postgresServer.url } }
  : undefined;
if (needsPostgres && !postgresDatabase) {
  skipped.push("PostgreSQL figures: skipped: no DATABASE_URL (or BENCH_POSTGRES=1 for a throwaway server)");
}
try {
  // One PGlite folder for every section: migrated, seeded and given the bench's customers once,
  // so the cold start opens an existing folder.
  progress(`preparing the PGlite folder ${dataDir}`);
  await seedTicketHistory(pglite.env);
  if (wants("api")) {
    await withBareRoute(async (helloUrl) => {
      for (const database of postgresDatabase ? [pglite, postgresDatabase] : [pglite]) {
        await measure(`api on ${database.label}`, () => benchApi(database, helloUrl, options));
      }
    });
  }
  if (wants("ssr")) {
    await measure("ssr", () => benchSsr(pglite.env, options));
  }
  if (wants("start")) {
    await measure("cold start", () => coldStart(pglite.env));
  }
  if (wants("memory")) {
    for (const database of postgresDatabase ? [pglite, postgresDatabase] : [pglite]) {
      await measure(`memory on ${database.label}`, () => benchMemory(database, options));
    }
  }
  if (wants("js")) {
    await measure("initial js", () => initialJs(pglite.env));
  }
  if (wants("lighthouse")) {
    await measure("lighthouse", () => lighthouseSection(pglite.env));
  }
  if (wants("payments")) {
    await withBareRoute(async (helloUrl) => {
      for (const database of postgresDatabase ? [pglite, postgresDatabase] : [pglite]) {
        await measure(`payments on ${database.label}`, async () => {
          const result = await benchPayments(database, helloUrl, options);
          failures.push(...result.failures.map((failure) => `payments: ${failure}`));
          return result.figures;
        });
      }
    });
  }
  if (wants("booking")) {
    await withBareRoute(async (helloUrl) => {
      for (const database of postgresDatabase ? [pglite, postgresDatabase] : [pglite]) {
        await measure(`booking on ${database.label}`, async () => {
          const result = await benchBooking(database, helloUrl, options);
          failures.push(...result.failures.map((failure) => `booking: ${failure}`));
          return result.figures;
        });
      }
    });
  }
  if (wants("limiter")) {
    await measure("limiter, memory store", () => benchRateLimit("memory", {}, options));
    if (postgresDatabase) {
      await measure("limiter, PostgreSQL store", async () => {
        await seedTicketHistory(postgresDatabase.env); // its migrations create rate_limits
        return benchRateLimit("postgres", postgresDatabase.env, options);
      });
    }
  }
  if (wants("cluster")) {
    await measure("cluster", async () => {
      const result = await benchCluster(progress);
      failures.push(...result.failures.map((failure) => `cluster: ${failure}`));
      return result.figures;
    });
  }
} finally {
  await postgresServer?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

if (!existsSync(serverBuild) || statSync(serverBuild).mtimeMs !== buildTime) {
  failures.push("the web build changed during the run (npm run build elsewhere): run the bench again");
}
const totalSeconds = (Date.now() - startedAt.getTime()) / 1000;
const commit = (() => {
  try {
    return execSync("git rev-parse --short HEAD", { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
})();

console.log(
  `\nCinélux bench — ${startedAt.toISOString()}, commit ${commit}, ${cpus().length} cores, Node ${process.version}`,
);
console.log(
  `${options.runs} run${options.runs === 1 ? "" : "s"} (median, then min - max), loads of ${options.seconds} s at ${CONNECTIONS} connections; sections: ${options.only.join(", ")}`,
);
let section = "";
for (const figure of figures) {
  if (figure.section !== section) {
    section = figure.section;
    console.log(`\n[${section}]`);
  }
  console.log(formatRow(figure));
}
for (const line of skipped) {
  console.log(`\n${line}`);
}
for (const line of notes) {
  console.log(`\nnote: ${line}`);
}
for (const line of failures) {
  console.log(`\nFAILED ${line}`);
}
const marks = figures.map(mark);
const count = (wanted: string) => marks.filter((m) => m === wanted).length;
const minutes = `${Math.floor(totalSeconds / 60)} min ${Math.round(totalSeconds % 60)} s`;

const resultsDir = path.join(import.meta.dirname, "results");
mkdirSync(resultsDir, { recursive: true });
const resultsFile = path.join(resultsDir, `${startedAt.toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  resultsFile,
  `${JSON.stringify(
    {
      startedAt: startedAt.toISOString(),
      commit,
      cores: cpus().length,
      node: process.version,
      options,
      connections: CONNECTIONS,
      totalSeconds: Math.round(totalSeconds),
      figures: figures.map((figure) => ({
        ...figure,
        ...(figure.values.length > 0 ? spread(figure.values) : {}),
        mark: mark(figure),
      })),
      skipped,
      notes,
      failures,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\nBudgets: ${count("pass")} met, ${count("FAIL")} failed, ${count("apart")} judged apart, ${count("no data")} without data. Total time ${minutes}.`,
);
console.log(`Results: ${path.relative(process.cwd(), resultsFile)}`);
process.exitCode = failures.length > 0 ? 1 : 0;
