// Vitest projects (`npm run test:unit`, or `npm exec -- vitest run --project <name>`):
// - server:   apps/server — unit and API tests (fastify.inject) on a cloned, migrated database
//             (apps/server/test/database.ts): PGlite by default, PostgreSQL when TEST_DATABASE_URL
//             is set (`npm run test:api` starts a throwaway PostgreSQL server for that).
// - faults:   apps/server/test/faults — a real server process on a throwaway PostgreSQL server that
//             the tests stop, restart and cut connections of (docs/availability.md). Needs the
//             PostgreSQL binaries, so it exists only when CINELUX_FAULT_TESTS=1, which the postgres
//             stage sets (`npm run test:api`, or `npm run test:api -- --project faults` for it alone);
//             the PGlite unit stage never runs it.
// - contract: packages/contract — schemas and constants.
// - demo:     packages/demo — the demo data's generators (seat maps).
// - web:      apps/web — its own config (apps/web/vitest.config.ts), with `web-mocks`, the files
//             that mock modules, run isolated (that config says why).
import { configDefaults, defineConfig, type TestProjectConfiguration } from "vitest/config";
import { webModuleMockProject } from "./apps/web/vitest.config.ts";

const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: "server",
      root: "./apps/server",
      include: ["src/**/*.test.ts", "test/**/*.test.ts", "../../bench/**/*.test.ts"],
      // The replica's tests need a streaming replica, which only the postgres stage starts
      // (scripts/test-api.mjs passes it as TEST_REPLICA_URL): not part of the PGlite run at all.
      exclude: [
        ...configDefaults.exclude,
        "test/faults/**",
        ...(process.env.TEST_REPLICA_URL ? [] : ["src/db/replica-reads.test.ts"]),
      ],
      environment: "node",
      globalSetup: ["./test/global-setup.ts"],
      // One PGlite clone is ~750 MiB and PGlite's start is CPU-bound: two workers on this 2-core
      // machine, one when the journeys run beside (scripts/test.mjs sets CINELUX_SERVER_TEST_WORKERS).
      pool: "forks",
      maxWorkers: Number(process.env.CINELUX_SERVER_TEST_WORKERS ?? 2),
      // Workers keep their modules from one file to the next (PGlite's WebAssembly compiled once per
      // worker, the app's ~1,000 modules imported once): the project took ~96 s instead of ~300 s.
      // Each file builds its own app on its own database clone (test/app.ts), so nothing else is shared.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    test: {
      name: "contract",
      root: "./packages/contract",
      include: ["src/**/*.test.ts"],
      environment: "node",
    },
  },
  {
    test: {
      name: "demo",
      root: "./packages/demo",
      include: ["src/**/*.test.ts"],
      environment: "node",
    },
  },
];
if (process.env.CINELUX_FAULT_TESTS === "1") {
  projects.push({
    test: {
      name: "faults",
      root: "./apps/server",
      include: ["test/faults/**/*.test.ts"],
      environment: "node",
      pool: "forks",
      // One server process and one PostgreSQL server at a time on this 2-core machine, after the
      // other projects' files (a later group): the recovery they time does not share the cores
      // with the server tests.
      maxWorkers: 1,
      sequence: { groupOrder: 1 },
      testTimeout: 60_000,
      hookTimeout: 90_000,
    },
  });
}
projects.push("./apps/web", webModuleMockProject);

export default defineConfig({
  test: {
    projects,
    maxWorkers: 2,
    teardownTimeout: 30_000,
  },
});
