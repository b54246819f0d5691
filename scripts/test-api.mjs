#!/usr/bin/env node
// `npm run test:api [-- <vitest args>]`: the server's tests (Vitest project `server`) on a real
// PostgreSQL server instead of PGlite. Starts a throwaway server (scripts/lib/postgres.mjs), runs
// `vitest run --project server` with TEST_DATABASE_URL pointing at it, then stops it and deletes its
// data, whatever happened. Extra arguments go to Vitest, e.g. `npm run test:api -- accounts`.
// It also runs the Vitest project `faults` (apps/server/test/faults: a server process while its own
// throwaway PostgreSQL server stops and returns; docs/availability.md), which only exists with
// CINELUX_FAULT_TESTS=1. `--project <name>` among the arguments picks the projects instead, e.g.
// `npm run test:api -- --project faults`.
//
// It also starts a streaming replica of that server and passes its URL as TEST_REPLICA_URL: the
// replica-read tests (db/read-routing*.test.ts) run against it, and are skipped without it.
//
// Set TEST_DATABASE_URL yourself to use an existing server instead (its user needs CREATEDB; the
// tests create `cinelux_template` and `t_<random>` databases and drop them again), and
// TEST_REPLICA_URL to a streaming replica of it if you have one.
import { ensureNode24, envWithBin, handleSignals, heading, interruption, vitest } from "./lib/node24.mjs";
import { findPostgresBinDir, startPostgres } from "./lib/postgres.mjs";

await ensureNode24();

const extraArgs = process.argv.slice(2);

async function main() {
  handleSignals();
  const picksProjects = extraArgs.some((arg) => arg === "--project" || arg.startsWith("--project="));
  const vitestArgs = [
    "run",
    ...(picksProjects ? [] : ["--project", "server", "--project", "faults"]),
    ...extraArgs,
  ];
  if (process.env.TEST_DATABASE_URL) {
    heading("API tests on PostgreSQL (TEST_DATABASE_URL)");
    return vitest(vitestArgs, { env: envWithBin({ CINELUX_FAULT_TESTS: "1" }) });
  }
  const binDir = findPostgresBinDir();
  if (!binDir) {
    console.error(
      "test:api needs PostgreSQL binaries (initdb, postgres, pg_isready) and found none in $PG_BIN_DIR, " +
        "/usr/lib/postgresql/*/bin or `pg_config --bindir`.\n" +
        "Install them: apt-get install -y --no-install-recommends postgresql",
    );
    return 1;
  }
  heading("API tests on PostgreSQL");
  let server;
  try {
    server = await startPostgres({ binDir });
  } catch (error) {
    console.error(`Could not start PostgreSQL: ${error instanceof Error ? error.message : error}`);
    return 1;
  }
  try {
    if (interruption()) {
      return 130;
    }
    let replica;
    try {
      replica = await server.startReplica();
    } catch (error) {
      console.error(`Could not start a replica: ${error instanceof Error ? error.message : error}`);
      return 1;
    }
    return await vitest(vitestArgs, {
      env: envWithBin({
        TEST_DATABASE_URL: server.url,
        TEST_REPLICA_URL: replica.url,
        CINELUX_FAULT_TESTS: "1",
      }),
    });
  } finally {
    const stopping = Date.now();
    await server.stop();
    console.log(`PostgreSQL stopped and its data removed in ${Date.now() - stopping} ms.`);
  }
}

main().then(
  (code) => {
    process.exit(code);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
