/**
 * Cold start (DESIGN.md: <= 1.5 s on an existing PGlite folder): milliseconds from spawning the
 * production server (`node apps/server/src/server.ts` with the `serve` line's flags,
 * NODE_ENV=production) to the first 200 of GET /healthz, on a database that is already migrated and
 * seeded. The folder (or the PostgreSQL database named by `env.DATABASE_URL`) is prepared once by a
 * first start that is not counted, then `runs` fresh processes are timed one after the other.
 *
 * Alone:
 *   node bench/cold-start.ts            # PGlite in a temporary folder, 5 runs
 *   RUNS=3 node bench/cold-start.ts
 * Budget (DESIGN.md): <= 1.5 s on an existing PGlite folder.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, seedDemo, serveEnv, serveNodeFlags, start, stop } from "./processes.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverEntry = path.join(root, "apps/server/src/server.ts");
const SERVE = (
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { serve: string } }
).scripts.serve;
/** Node's flags and environment on the root package.json `serve` line: the server `npm start` runs. */
const PRODUCTION_FLAGS = serveNodeFlags(SERVE);
const PRODUCTION_ENV = serveEnv(SERVE);
/** Short enough not to add to the figure, long enough not to compete for the CPU with the start. */
const POLL_MS = 5;
const TIMEOUT_MS = 60_000;

/** One start: ms from spawn to the first 200 of /healthz; the process is stopped afterwards. */
async function timeOneStart(env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const startedAt = performance.now();
  const server = start(process.execPath, [...PRODUCTION_FLAGS, serverEntry], {
    ...PRODUCTION_ENV,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    ...env,
    PORT: String(port),
  });
  try {
    const url = `http://127.0.0.1:${port}/healthz`;
    while (performance.now() - startedAt < TIMEOUT_MS) {
      if (server.exitCode !== null) {
        throw new Error(`the server exited with code ${server.exitCode} before answering /healthz`);
      }
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status === 200) {
          return performance.now() - startedAt;
        }
      } catch {
        // Not listening yet.
      }
      await sleep(POLL_MS);
    }
    throw new Error(`${url} did not answer 200 within ${TIMEOUT_MS} ms`);
  } finally {
    await stop(server);
  }
}

/**
 * `runs` cold starts in milliseconds. Without DATA_DIR or DATABASE_URL in `env`, a temporary PGlite
 * folder is made (and removed afterwards). The demo data is seeded first; the first start is not counted.
 */
export async function measureColdStart(options: {
  env: Record<string, string>;
  runs: number;
}): Promise<number[]> {
  const ownFolder = !options.env.DATA_DIR && !options.env.DATABASE_URL;
  const env = ownFolder
    ? {
        ...options.env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "cinelux-bench-cold-start-")),
        DATABASE_URL: "",
      }
    : options.env;
  try {
    seedDemo(env);
    await timeOneStart(env);
    const runs: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      runs.push(await timeOneStart(env));
    }
    return runs;
  } finally {
    if (ownFolder && env.DATA_DIR) {
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  }
}

if (import.meta.main) {
  if (!existsSync(path.join(root, "apps/web/build/server/index.js"))) {
    console.warn("no web build (apps/web/build): run `npm run build` first, or the start skips loading it");
  }
  const runs = await measureColdStart({ env: {}, runs: Number(process.env.RUNS ?? 5) });
  const sorted = [...runs].sort((a, b) => a - b);
  console.log(`Cold start to /healthz, existing PGlite folder (budget 1500 ms)`);
  console.log(`  runs: ${runs.map((ms) => `${ms.toFixed(0)} ms`).join(", ")}`);
  console.log(
    `  min ${sorted[0]?.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms`,
  );
}
